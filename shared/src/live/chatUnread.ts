/** Support's chat messages not yet read: the badge on home's chat entry and the side menu's. */
import { create } from 'zustand';
import { call } from '@h5/shared/api';
import { CHAT_SOCKET_EVENT } from '@h5/shared/constants';
import { contract, type ChatPush } from '@h5/shared/contract';
import { onSocketEvent } from '@h5/shared/market';
import { useSession } from '@h5/shared/session';

export const useChatUnread = create<{ count: number }>()(() => ({ count: 0 }));

/** Asks the server (a new session, the chat left). */
export async function loadChatUnread(): Promise<void> {
  const token = useSession.getState().token;
  if (!token) return useChatUnread.setState({ count: 0 });
  const result = await call(contract.chat.unread, {}, { silent: true });
  if (result.ok && useSession.getState().token === token) useChatUnread.setState({ count: result.data.count });
}

/** Counts support's messages as they come (the chat page, showing them, reads them and sets it back). */
export function followChatUnread(): () => void {
  void loadChatUnread();
  return onSocketEvent<ChatPush>(CHAT_SOCKET_EVENT, (push) => {
    if (push.type === 'message' && push.message.sender === 'agent') useChatUnread.setState((state) => ({ count: state.count + 1 }));
  });
}

useSession.subscribe((state, prev) => {
  if (state.token !== prev.token) void loadChatUnread();
});
