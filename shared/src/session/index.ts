/**
 * The session: the signed-in user and their token, one zustand store for the whole page.
 * Only `user` and `token` are persisted (spec section 3); `version` is state, not storage.
 */
import { create } from 'zustand';
import { SESSION_STATE_VERSION, STORAGE_KEYS } from '@h5/shared/constants';
import type { User } from '@h5/shared/contract';

export interface SessionState {
  user: User | null;
  token: string;
  version: string;
  signIn: (token: string, user: User) => void;
  setUser: (user: User) => void;
  clear: () => void;
}

interface Persisted {
  user: User | null;
  token: string;
}

function readPersisted(): Persisted {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.session);
    const parsed = raw ? (JSON.parse(raw) as Partial<Persisted>) : {};
    const token = typeof parsed.token === 'string' ? parsed.token : '';
    const user = parsed.user && typeof parsed.user === 'object' ? parsed.user : null;
    // A token without a user (or the reverse) is no session at all.
    return token && user ? { token, user } : { token: '', user: null };
  } catch {
    return { token: '', user: null };
  }
}

function writePersisted({ user, token }: Persisted): void {
  try {
    if (token && user) globalThis.localStorage?.setItem(STORAGE_KEYS.session, JSON.stringify({ user, token }));
    else globalThis.localStorage?.removeItem(STORAGE_KEYS.session);
  } catch {
    // Private mode or a full quota: the session still lives for this page.
  }
}

export const useSession = create<SessionState>()((set) => ({
  ...readPersisted(),
  version: SESSION_STATE_VERSION,
  signIn: (token, user) => set({ token, user }),
  setUser: (user) => set({ user }),
  clear: () => set({ token: '', user: null }),
}));

useSession.subscribe((state, prev) => {
  if (state.user !== prev.user || state.token !== prev.token) writePersisted(state);
});

export const isSignedIn = (state: Pick<SessionState, 'user' | 'token'> = useSession.getState()): boolean =>
  Boolean(state.token && state.user);

type Listener = (message: string) => void;
const notLoggedInListeners = new Set<Listener>();

/** Fired when the server says the session is no longer valid (reply type 999). */
export function onNotLoggedIn(listener: Listener): () => void {
  notLoggedInListeners.add(listener);
  return () => notLoggedInListeners.delete(listener);
}

export function broadcastNotLoggedIn(message: string): void {
  notLoggedInListeners.forEach((listener) => listener(message));
}
