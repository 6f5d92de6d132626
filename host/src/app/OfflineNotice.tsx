import { useSyncExternalStore } from 'react';
import { useTranslation } from '@h5/shared/i18n';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** A line over the page while the browser has no network: the app runs from what it kept, figures may be old. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <p className="h5-offline" role="status">
      {t('offline.notice')}
    </p>
  );
}
