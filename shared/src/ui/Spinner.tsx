import { useEffect, useState } from 'react';
import { useTranslation } from '@h5/shared/i18n';

/** A spinner that appears only once `delayMs` has passed, so fast loads never flash it. */
export function Spinner({ delayMs = 0 }: { delayMs?: number }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!shown) return null;
  return (
    <div className="h5-page-spinner" role="progressbar" aria-label={t('status.loading')}>
      <span className="h5-spinner" />
    </div>
  );
}
