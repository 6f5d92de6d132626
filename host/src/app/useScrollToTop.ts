import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@h5/shared/router';

/** A new page starts at its top; going back leaves the browser to restore where the user was. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}
