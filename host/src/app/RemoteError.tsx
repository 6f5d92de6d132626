import { useTranslation } from '@h5/shared/i18n';
import type { LoadErrorKind } from '../federation/loadError';

/**
 * What the user sees instead of a white page when a remote cannot be loaded. Offline it says
 * so rather than naming an error: nothing is broken, the page just was not kept on this device.
 */
export function RemoteError({ kind, onRetry }: { kind: LoadErrorKind; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const offline = kind === 'offline';
  return (
    <section className="h5-remote-error" role="alert" data-kind={kind}>
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M24 13v14M24 33v2" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2>{offline ? t('offline.title') : t('remote.title')}</h2>
      <p>{t(`remote.${kind}`)}</p>
      {!offline && <p className="h5-remote-error__kind">{t('remote.kind', { kind })}</p>}
      <button type="button" className="h5-button" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </section>
  );
}
