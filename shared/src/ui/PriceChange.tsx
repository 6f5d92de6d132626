import { formatPercent, trendOf } from '@h5/shared/format';

/** A 24 h change, green when up and red when down. */
export function PriceChange({ value, filled = false }: { value: string; filled?: boolean }) {
  const trend = trendOf(value);
  return <span className={`h5-change h5-change--${trend}${filled ? ' h5-change--filled' : ''}`}>{formatPercent(value)}</span>;
}
