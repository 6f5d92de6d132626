import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { Explainer } from '../../common/explainer/Explainer';
import { PairHeader, TickerStats, useChosenTicker } from '../../common/pair';

/** Contracts tab (on the host's dark blue): the chosen pair live, and how contracts work here. */
export default function ContractsPage() {
  const { t } = useTranslation('trading');
  const { symbol, ticker } = useChosenTicker();
  return (
    <PageFrame title={t('page.contracts', { ns: 'common' })} back={false}>
      <PairHeader symbol={symbol} ticker={ticker} />
      <TickerStats symbol={symbol} ticker={ticker} fields={['high', 'low']} />
      <Explainer topic="contracts" points={['direction', 'lots', 'leverage']} />
    </PageFrame>
  );
}
