import { contract } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { InfoButton } from '../../common/explainer/InfoButton';
import { PairHeader, TickerStats, useChosenTicker } from '../../common/pair';
import { useSignedIn } from '../../common/session';
import { useResultSheet } from '../../common/orders/ResultSheet';
import { useChanges } from '../../common/useChanges';
import { CompactChart } from '../../common/chart/PriceChart';
import { ContractForm } from './ContractForm';
import { ContractOrders } from './ContractOrders';
import '../../common/trade.css';
import './contracts.css';

/**
 * Contracts tab (on the host's dark blue): the chosen pair live with its chart, the order form (long or
 * short, lots, multiple, TP/SL), then positions and their history. How contracts work is
 * behind the (i) in the nav bar.
 */
export default function ContractsPage() {
  const { t } = useTranslation('trading');
  const { symbol, ticker } = useChosenTicker();
  const signedIn = useSignedIn();
  const config = useCall(contract.contracts.config, { symbol }, { silent: true, enabled: signedIn });
  const { version, changed } = useChanges(config.reload);
  const result = useResultSheet(['position.opened', 'position.closed']);

  return (
    <PageFrame
      title={t('page.contracts', { ns: 'common' })}
      back={false}
      right={<InfoButton topic="contracts" points={['direction', 'lots', 'leverage']} />}
    >
      <PairHeader symbol={symbol} ticker={ticker} />
      <TickerStats symbol={symbol} ticker={ticker} fields={['high', 'low']} />
      <CompactChart symbol={symbol} />
      <ContractForm
        symbol={symbol}
        ticker={ticker}
        signedIn={signedIn}
        config={config}
        onPlaced={(placed) => {
          changed();
          result.show({ kind: 'position', placed });
        }}
      />
      <ContractOrders signedIn={signedIn} refreshKey={version} onChanged={changed} />
      {result.sheet}
    </PageFrame>
  );
}
