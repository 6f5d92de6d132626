import { useTranslation } from '@h5/shared/i18n';
import { Skeleton } from './Skeleton';

interface LoadStateProps {
  /** The load failed: say so and offer Retry; otherwise a skeleton of what is coming. */
  failed: boolean;
  /** What did not load, when the page can say more than "Loading failed". */
  failedText?: string;
  onRetry: () => void;
  /** Lines of the skeleton. */
  lines?: number;
}

/** What stands where data will be: a skeleton while it comes, or why it did not with Retry. */
export function LoadState({ failed, failedText, onRetry, lines = 3 }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (!failed) return <Skeleton lines={lines} />;
  return (
    <div className="h5-load-failed">
      <p>{failedText ?? t('load.failed')}</p>
      <button type="button" className="h5-load-failed__retry" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
