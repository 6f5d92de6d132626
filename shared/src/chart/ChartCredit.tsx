import { useTranslation } from '@h5/shared/i18n';
import './chart.css';

/**
 * The credit lightweight-charts' licence asks for, in text under a chart (the library's own logo
 * sets inline styles, which the page's CSP refuses).
 */
export function ChartCredit() {
  const { t } = useTranslation();
  return (
    <p className="h5-chart-credit">
      <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        {t('chart.credit')}
      </a>
    </p>
  );
}
