/**
 * Navigation for the host and every remote. Remotes import routing only from here, so the page
 * holds one router (inside this shared module) and only the parts of react-router we use.
 */
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_REDIRECT_DEBOUNCE_MS } from '@h5/shared/constants';
import { HOME_PATH, loginRedirect } from '@h5/shared/routes';
import { isSignedIn, useSession } from '@h5/shared/session';

export {
  HashRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';

/** The wanted page as the login redirect encodes it: path plus query. */
export const currentPage = (location: { pathname: string; search: string }): string =>
  `${location.pathname}${location.search}`;

/**
 * Whether a navigation away from `location` (the page being rendered) is already under way.
 * Navigations render as transitions while the session store renders at once, so logging out on
 * a guarded page shows it signed out for a moment while the address bar already shows home.
 */
export function isLeaving(location: { pathname: string }): boolean {
  const shown = globalThis.location?.hash.slice(1).split('?')[0] || '/';
  return shown !== location.pathname;
}

/** Whether there is an in-app page to go back to (react-router numbers history entries). */
export function canGoBack(): boolean {
  const state = globalThis.history?.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Back: to the previous page when there is one, else to the home tab. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) navigate(-1);
    else navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}

let lastRedirect = { at: -Infinity, wanted: '' };

/**
 * Sends a guest to login. The spec's one second is for the repeated redirect: the same page
 * sent to login again within a second (a burst of refused calls, a guard run twice) is ignored,
 * so login pages do not stack; another protected page opened meanwhile is still guarded.
 */
export function useLoginRedirect(): (wanted?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (wanted?: string) => {
      const page = wanted ?? currentPage(location);
      const now = Date.now();
      if (page === lastRedirect.wanted && now - lastRedirect.at < LOGIN_REDIRECT_DEBOUNCE_MS) return;
      lastRedirect = { at: now, wanted: page };
      navigate(loginRedirect(page), { replace: false });
    },
    [navigate, location],
  );
}

/**
 * For actions that need a session (buy, deposit...): runs `action` when signed in, otherwise
 * sends the user to login and back to this page afterwards.
 */
export function useRequireLogin(): (action: () => void) => void {
  const redirect = useLoginRedirect();
  const session = useSession();
  const sessionRef = useRef(session);
  sessionRef.current = session;
  return useCallback(
    (action: () => void) => {
      if (isSignedIn(sessionRef.current)) action();
      else redirect();
    },
    [redirect],
  );
}

/** The query parameter a page's tabs are chosen by: `pathOf(page, { tab })` lands on that tab. */
export const TAB_PARAM = 'tab';

/** The tab `value` names, or `fallback` when it names none of `tabs`. */
export const tabOf = <T extends string>(tabs: readonly T[], value: string | null, fallback: T): T =>
  (tabs as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/**
 * A page's tab kept in its address (`?tab=`): a link or a reload opens that tab, and choosing
 * another replaces the entry (going back leaves the page, not the tab). Other parameters stay.
 */
export function useQueryTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(tabs, search.get(TAB_PARAM), fallback);
  const choose = useCallback(
    (next: T) =>
      setSearch(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.set(TAB_PARAM, next);
          return kept;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [tab, choose];
}
