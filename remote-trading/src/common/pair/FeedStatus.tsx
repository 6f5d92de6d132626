import { useTranslation } from '@h5/shared/i18n';
import { useFeedConnected } from '@h5/shared/market';

/** Whether the prices on screen are live or the socket is reconnecting. */
export function FeedStatus() {
  const { t } = useTranslation('common');
  const connected = useFeedConnected();
  return (
    <span className={`tr-feed tr-feed--${connected ? 'live' : 'offline'}`} role="status">
      <span className="tr-feed__dot" aria-hidden="true" />
      {t(connected ? 'status.live' : 'status.offline')}
    </span>
  );
}
