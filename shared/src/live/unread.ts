/** The bell's unread count: asked of the server once signed in, then kept by the events. */
import { create } from 'zustand';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useSession } from '@h5/shared/session';

interface UnreadState {
  /** null until the server has answered for this session. */
  count: number | null;
}

export const useUnreadStore = create<UnreadState>()(() => ({ count: null }));

/** Asks the server (a new session, the bell first shown, the list opened). */
export async function loadUnread(): Promise<void> {
  const token = useSession.getState().token;
  if (!token) return useUnreadStore.setState({ count: null });
  const result = await call(contract.notification.unread, {}, { silent: true });
  // A reply for a session that has since ended is not this session's count.
  if (result.ok && useSession.getState().token === token) useUnreadStore.setState({ count: result.data.count });
}

export const countArrived = (): void => useUnreadStore.setState((state) => ({ count: (state.count ?? 0) + 1 }));

/** Marks one notification read, or all of them without an id; the count follows the server. */
export async function markRead(id?: number): Promise<void> {
  const result = await call(contract.notification.read, id === undefined ? {} : { id }, { silent: true });
  if (result.ok) useUnreadStore.setState((state) => ({ count: id === undefined ? 0 : Math.max(0, (state.count ?? 0) - result.data.count) }));
}

useSession.subscribe((state, prev) => {
  if (state.token !== prev.token) void loadUnread();
});
