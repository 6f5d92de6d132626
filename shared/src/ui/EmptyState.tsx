import { useTranslation } from '@h5/shared/i18n';

/** "No data", the spec's empty state, with an optional line of its own. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="h5-empty" role="status">
      <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
        <rect x="8" y="14" width="48" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 24h16l4 6h8l4-6h16" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p>{text ?? t('status.noData')}</p>
    </div>
  );
}
