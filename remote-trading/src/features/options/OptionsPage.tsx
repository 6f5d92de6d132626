import { contract } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import { InfoButton } from '../../common/explainer/InfoButton';
import { PairHeader, useChosenTicker } from '../../common/pair';
import { useSignedIn } from '../../common/session';
import { useResultSheet } from '../../common/orders/ResultSheet';
import { useChanges } from '../../common/useChanges';
import { useWallet } from '../../common/wallet';
import { OptionChart } from './OptionChart';
import { OptionForm } from './OptionForm';
import { OptionOrders } from './OptionOrders';
import '../../common/trade.css';
import './options.css';

/** Options tab: the chosen pair live with its chart (the user's purchase prices and countdown on it), the purchase form, then the options awaiting delivery and delivered. */
export default function OptionsPage() {
  const { t } = useTranslation('trading');
  const { symbol, ticker } = useChosenTicker();
  const signedIn = useSignedIn();
  const terms = useCall(contract.option.times, {}, { silent: true });
  const currencies = useCall(contract.option.currencies, {}, { silent: true });
  const wallet = useWallet();
  const { version, changed } = useChanges(wallet.reload);
  // A delivery is announced here, with its prices and tick (the card moves to delivered as its list reloads).
  const result = useResultSheet(['option.delivered']);
  return (
    <PageFrame
      title={t('page.options', { ns: 'common' })}
      back={false}
      right={<InfoButton topic="options" points={['time', 'direction', 'delivery']} />}
    >
      <PairHeader symbol={symbol} ticker={ticker} />
      <OptionChart symbol={symbol} signedIn={signedIn} />
      <OptionForm
        symbol={symbol}
        terms={terms}
        currencies={currencies}
        wallet={wallet}
        onPlaced={(placed) => {
          changed();
          result.show({ kind: 'option', placed });
        }}
      />
      <OptionOrders signedIn={signedIn} refreshKey={version} onChanged={changed} />
      {result.sheet}
    </PageFrame>
  );
}
