import { useEffect, useRef } from 'react';
import { EXIT_BACK_WINDOW_MS } from '@h5/shared/constants';
import { i18n } from '@h5/shared/i18n';
import { useLocation, useNavigate } from '@h5/shared/router';
import { HOME_PATH } from '@h5/shared/routes';
import { toast } from '@h5/shared/toast';

interface GuardState {
  exitGuard?: boolean;
}

/** The router's number for the current history entry (`idx`); null for one it did not make (a hash set from outside). */
const entryIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * On the home tab, the first back shows a hint and the second (within two seconds) leaves the
 * app. A duplicate home entry in history catches the first back; if no second back follows in
 * time, the catch is set again. Only a step back onto the entry under the catch hints, not home
 * set anew from outside (a hash from another app) on top of it.
 */
export function useExitOnDoubleBack(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef<{ path: string; guard: boolean } | null>(null);
  // The entry the catch was set over.
  const under = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    const path = location.pathname === '/' ? HOME_PATH : location.pathname;
    const guard = Boolean((location.state as GuardState | null)?.exitGuard);
    const before = previous.current;
    previous.current = { path, guard };
    if (path !== HOME_PATH || guard) return undefined;

    const fromGuard = before?.path === HOME_PATH && before.guard;
    // Home set anew on top of the catch (a hash set from outside): the catch below still holds.
    if (fromGuard && entryIndex() !== under.current) return undefined;
    if (!fromGuard) {
      under.current = entryIndex();
      navigate(HOME_PATH, { state: { exitGuard: true } satisfies GuardState });
      return undefined;
    }
    toast(i18n.t('status.exitHint', { ns: 'common' }), EXIT_BACK_WINDOW_MS);
    const rearm = setTimeout(() => {
      under.current = entryIndex();
      navigate(HOME_PATH, { state: { exitGuard: true } satisfies GuardState });
    }, EXIT_BACK_WINDOW_MS);
    return () => clearTimeout(rearm);
  }, [location, navigate]);
}
