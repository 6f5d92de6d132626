import { call } from '@h5/shared/api';
import { readTheme } from '@h5/shared/chart';
import { contract, type OptionOrder } from '@h5/shared/contract';
import { cacheKey, usePagedList } from '@h5/shared/data';
import { formatCountdown, secondsLeft } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useNow } from '@h5/shared/ui';
import { CompactChart } from '../../common/chart/PriceChart';

/** The colours of calls and puts, as the page's theme sets them (read once). */
let signalColors: { up: string; down: string } | null = null;
const colors = () => (signalColors ??= readTheme(document.documentElement));

/**
 * The options page's chart: the pair's time-share line, with the purchase price of each of the
 * user's options on it awaiting delivery (a dashed level labelled with its time left) and the
 * countdown to the next delivery over the chart. The options come from the same query as the
 * list below it (one request for both).
 */
export function OptionChart({ symbol, signedIn }: { symbol: string; signedIn: boolean }) {
  const { t } = useTranslation('trading');
  const waiting = usePagedList(
    cacheKey(contract.option.orders, { status: 'waiting' }),
    (page, limit) => call(contract.option.orders, { status: 'waiting', page, limit }, { silent: true }),
    { enabled: signedIn },
  );
  const open = waiting.items.filter((order) => order.symbol === symbol);
  const now = useNow(open.length > 0);
  const priceLines = open.map((order: OptionOrder) => {
    const left = secondsLeft(order.delivers_at, now);
    const call = order.direction === 'call';
    return {
      price: Number(order.purchase_price),
      title: `${t(call ? 'options.callShort' : 'options.putShort')} ${left > 0 ? formatCountdown(left) : t('options.delivering')}`,
      color: call ? colors().up : colors().down,
    };
  });
  const next = open.reduce<OptionOrder | null>((soonest, order) => (!soonest || order.delivers_at < soonest.delivers_at ? order : soonest), null);
  const left = next ? secondsLeft(next.delivers_at, now) : 0;
  return (
    <CompactChart symbol={symbol} period="timeshare" priceLines={priceLines}>
      {next ? (
        <p className="tr-chart__badge" data-testid="option-chart-countdown">
          {left > 0 ? t('options.deliveryIn', { time: formatCountdown(left) }) : t('options.delivering')}
        </p>
      ) : null}
    </CompactChart>
  );
}
