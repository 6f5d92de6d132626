import { useEffect } from 'react';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useLocation, useNavigate, currentPage } from '@h5/shared/router';
import { LOGIN_PATH, loginRedirect } from '@h5/shared/routes';
import { onNotLoggedIn, useSession } from '@h5/shared/session';

/**
 * The session over the page's life: refreshed from the server at start, and ended everywhere
 * (with a trip to login) when any reply says it is no longer valid.
 */
export function useSessionLifecycle(): void {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!useSession.getState().token) return;
    void call(contract.user.center, {}, { silent: true }).then((result) => {
      if (result.ok) useSession.getState().setUser(result.data);
    });
  }, []);

  useEffect(
    () =>
      onNotLoggedIn(() => {
        if (location.pathname === LOGIN_PATH) return;
        navigate(loginRedirect(currentPage(location)), { replace: true });
      }),
    [navigate, location],
  );
}
