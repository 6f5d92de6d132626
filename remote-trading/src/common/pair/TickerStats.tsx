import type { Ticker } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { tickerStats, type TickerStatsText } from './figures';
import { PLACEHOLDER } from '@h5/shared/format';

interface TickerStatsProps {
  symbol: string;
  ticker: Ticker | undefined;
  fields: ReadonlyArray<keyof TickerStatsText>;
}

/** The pair's 24 h figures, two to a row. */
export function TickerStats({ symbol, ticker, fields }: TickerStatsProps) {
  const { t } = useTranslation('trading');
  const [base = '', quote = ''] = symbol.split('/');
  const stats = ticker ? tickerStats(ticker) : undefined;
  return (
    <dl className="h5-panel tr-stats">
      {fields.map((field) => (
        <div key={field} className="tr-stats__item">
          <dt>{t(`stats.${field}`, { base: ticker?.base ?? base, quote: ticker?.quote ?? quote })}</dt>
          <dd>{stats?.[field] ?? PLACEHOLDER}</dd>
        </div>
      ))}
    </dl>
  );
}
