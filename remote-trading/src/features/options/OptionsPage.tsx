import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { Explainer } from '../../common/explainer/Explainer';
import { PairHeader, useChosenTicker } from '../../common/pair';

/** Options tab: the chosen pair live, and how timed options work. */
export default function OptionsPage() {
  const { t } = useTranslation('trading');
  const { symbol, ticker } = useChosenTicker();
  return (
    <PageFrame title={t('page.options', { ns: 'common' })} back={false}>
      <PairHeader symbol={symbol} ticker={ticker} />
      <Explainer topic="options" points={['time', 'direction', 'delivery']} />
    </PageFrame>
  );
}
