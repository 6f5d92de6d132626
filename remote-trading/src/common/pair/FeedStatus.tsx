import { useTranslation } from '@h5/shared/i18n';
import { useFeedStatus } from '@h5/shared/market';

const LABEL = { connecting: 'status.connecting', live: 'status.live', reconnecting: 'status.offline', delayed: 'status.delayed' } as const;

/** Whether the prices on screen are live: the socket (re)connecting, or the pair's own source late (`delayed`). */
export function FeedStatus({ delayed = false }: { delayed?: boolean }) {
  const { t } = useTranslation('common');
  const socket = useFeedStatus();
  const status = socket === 'live' && delayed ? 'delayed' : socket;
  return (
    <span className={`tr-feed tr-feed--${status === 'live' ? 'live' : 'offline'}`} role="status">
      <span className="tr-feed__dot" aria-hidden="true" />
      {t(LABEL[status])}
    </span>
  );
}
