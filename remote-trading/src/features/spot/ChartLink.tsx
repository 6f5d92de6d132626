import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';

/** The way to the chosen pair's chart (the chart page reads the pair from the pair store). */
export function ChartLink() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <button type="button" className="tr-chart-link" onClick={() => navigate(pathOf('kline'))}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M4 19h16M7 16V9M12 16V5M17 16v-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('page.kline')}
    </button>
  );
}
