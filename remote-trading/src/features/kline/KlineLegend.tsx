import { formatChartTime } from '@h5/shared/chart';
import { PLACEHOLDER, formatAmount, formatCompact, groupThousands } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { type LegendStore, useLegend } from '../../common/chart/legendStore';
import { MA_LENGTHS } from '../../common/chart/movingAverage';
import { compareDecimal, isDecimal } from '@h5/shared/money';

interface KlineLegendProps {
  store: LegendStore;
  intraday: boolean;
  priceDecimals: number;
  amountDecimals: number;
}

const FIELDS = ['open', 'high', 'low', 'close'] as const;

/** From here on a candle's volume reads 12.34K, so the legend keeps to one line. */
const COMPACT_FROM = '10000';
/** Decimals of a smaller volume, at most. */
const VOLUME_DECIMALS = 4;

/** A candle's volume, floored: compact from ten thousand, else at most four decimals. */
export function formatCandleVolume(value: string, amountDecimals: number): string {
  if (isDecimal(value) && compareDecimal(value, COMPACT_FROM) >= 0) return formatCompact(value);
  return formatAmount(value, Math.min(amountDecimals, VOLUME_DECIMALS));
}

/** A moving average (a drawn indicator, not an amount) at the pair's price decimals. */
const formatAverage = (value: number | null | undefined, decimals: number): string =>
  value === null || value === undefined || !Number.isFinite(value) ? PLACEHOLDER : groupThousands(value.toFixed(decimals));

/**
 * Open, high, low, close and volume of the candle under the crosshair (or the newest), from
 * its wire strings, and its moving averages. Re-renders on its own with every tick.
 */
export function KlineLegend({ store, intraday, priceDecimals, amountDecimals }: KlineLegendProps) {
  const { t } = useTranslation('trading');
  const state = useLegend(store);
  const candle = state?.candle;
  const rising = candle && isDecimal(candle.close) && isDecimal(candle.open) ? compareDecimal(candle.close, candle.open) : 0;
  const trend = rising > 0 ? 'up' : rising < 0 ? 'down' : 'flat';

  return (
    <section className="tr-kline-legend" aria-label={t('kline.legend')} data-latest={state?.latest ?? true}>
      <p className="tr-kline-legend__time">{state ? formatChartTime(state.chartTime, intraday) : PLACEHOLDER}</p>
      <dl className="tr-kline-legend__figures">
        {FIELDS.map((field) => (
          <div key={field}>
            <dt>{t(`kline.${field}`)}</dt>
            <dd className={field === 'close' ? `tr-trend--${trend}` : undefined}>{candle ? formatAmount(candle[field], priceDecimals) : PLACEHOLDER}</dd>
          </div>
        ))}
        <div>
          <dt>{t('kline.volume')}</dt>
          <dd>{candle ? formatCandleVolume(candle.volume, amountDecimals) : PLACEHOLDER}</dd>
        </div>
      </dl>
      <p className="tr-kline-legend__ma">
        {MA_LENGTHS.map((length, k) => (
          <span key={length} className={`tr-ma tr-ma--${length}`}>
            MA{length} {formatAverage(state?.ma[k], priceDecimals)}
          </span>
        ))}
      </p>
    </section>
  );
}
