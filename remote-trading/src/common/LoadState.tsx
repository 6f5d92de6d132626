import { useTranslation } from '@h5/shared/i18n';

interface LoadStateProps {
  /** The load failed: say `failedText` and offer Retry; otherwise a spinner. */
  failed: boolean;
  failedText: string;
  onRetry: () => void;
}

/** What stands where data will be: a spinner while it comes, or why it did not with Retry. */
export function LoadState({ failed, failedText, onRetry }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (!failed) {
    return (
      <div className="tr-load-state" role="progressbar" aria-label={t('status.loading')}>
        <span className="h5-spinner" />
      </div>
    );
  }
  return (
    <div className="tr-load-state">
      <p>{failedText}</p>
      <button type="button" className="tr-button" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
