import { useEffect, useRef } from 'react';
import { EXIT_BACK_WINDOW_MS } from '@h5/shared/constants';
import { i18n } from '@h5/shared/i18n';
import { isLeaving, useLocation, useNavigate } from '@h5/shared/router';
import { HOME_PATH } from '@h5/shared/routes';
import { hideToast, toast } from '@h5/shared/toast';

interface GuardState {
  exitGuard?: boolean;
}

/** The router's number for the current history entry (`idx`, 0 for the app's first); null for one it did not make (a hash set from outside). */
const entryIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * On the home tab, pressing back twice exits the app (spec section 2): the first back shows a
 * hint and keeps the user on home, a second one within two seconds leaves the app, whatever
 * in-app pages came before home (the hint goes with it). A duplicate home entry in history
 * catches each back: the first is answered by setting the catch again at once, so a second
 * back lands on it too. Only a step back onto the entry under the catch counts, not home set
 * anew from outside (a hash from another app) on top of it.
 */
export function useExitOnDoubleBack(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef<{ path: string; guard: boolean } | null>(null);
  // The entry the catch was set over, and when the hint was shown (a second back before the window closes exits).
  const under = useRef<number | null | undefined>(undefined);
  const hintedAt = useRef<number | null>(null);

  useEffect(() => {
    const path = location.pathname === '/' ? HOME_PATH : location.pathname;
    const guard = Boolean((location.state as GuardState | null)?.exitGuard);
    const before = previous.current;
    previous.current = { path, guard };
    // Home left already (a link tapped before home finished showing): no catch over the next page.
    if (path !== HOME_PATH || guard || isLeaving(location)) return undefined;

    const catchAgain = () => {
      under.current = entryIndex();
      navigate(HOME_PATH, { state: { exitGuard: true } satisfies GuardState });
    };
    const fromGuard = before?.path === HOME_PATH && before.guard;
    // Home set anew on top of the catch (a hash set from outside): the catch below still holds.
    if (fromGuard && entryIndex() !== under.current) return undefined;
    if (!fromGuard) {
      hintedAt.current = null;
      catchAgain();
      return undefined;
    }
    const now = Date.now();
    if (hintedAt.current !== null && now - hintedAt.current < EXIT_BACK_WINDOW_MS) {
      // The second back: out of the app, past every in-app entry before this one.
      hintedAt.current = null;
      hideToast();
      window.history.go(-((entryIndex() ?? 0) + 1));
      // With nothing before the app to go back to, the page stays: the catch is set again.
      const stayed = setTimeout(catchAgain, 500);
      return () => clearTimeout(stayed);
    }
    hintedAt.current = now;
    toast(i18n.t('status.exitHint', { ns: 'common' }), EXIT_BACK_WINDOW_MS);
    catchAgain();
    return undefined;
  }, [location, navigate]);
}
