import { CHART_PERIODS, type ChartPeriod } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';

interface PeriodBarProps {
  value: ChartPeriod;
  onChange: (period: ChartPeriod) => void;
}

/** Time-share, 1, 5, 30, 60 minutes, day, week, month: the one shown is pressed. */
export function PeriodBar({ value, onChange }: PeriodBarProps) {
  const { t } = useTranslation('trading');
  return (
    <div className="h5-tabs tr-periods" role="group" aria-label={t('kline.periods')}>
      {CHART_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className={`h5-tabs__tab tr-periods__item${period === value ? ' h5-tabs__tab--on' : ''}`}
          aria-pressed={period === value}
          onClick={() => period !== value && onChange(period)}
        >
          {t(`kline.period.${period}`)}
        </button>
      ))}
    </div>
  );
}
