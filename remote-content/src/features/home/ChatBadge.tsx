import { useTranslation } from '@h5/shared/i18n';
import { useChatUnread } from '@h5/shared/live';
import { isSignedIn, useSession } from '@h5/shared/session';
import '../../common/bell.css';

/** Support's messages not yet read, on the entries that open the chat. */
export function ChatBadge() {
  const { t } = useTranslation('content');
  const signedIn = useSession(isSignedIn);
  const count = useChatUnread((state) => state.count);
  if (!signedIn || count === 0) return null;
  return (
    <span className="ct-count" data-testid="chat-unread" aria-label={t('home.chatUnread', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
