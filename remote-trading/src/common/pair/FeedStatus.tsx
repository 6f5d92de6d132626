import { useTranslation } from '@h5/shared/i18n';
import { useFeedStatus } from '@h5/shared/market';

const LABEL = { connecting: 'status.connecting', live: 'status.live', reconnecting: 'status.offline' } as const;

/** Whether the prices on screen are live, or the socket is (re)connecting. */
export function FeedStatus() {
  const { t } = useTranslation('common');
  const status = useFeedStatus();
  return (
    <span className={`tr-feed tr-feed--${status === 'live' ? 'live' : 'offline'}`} role="status">
      <span className="tr-feed__dot" aria-hidden="true" />
      {t(LABEL[status])}
    </span>
  );
}
