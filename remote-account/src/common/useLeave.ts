import { useCallback } from 'react';
import { canGoBack, useNavigate } from '@h5/shared/router';
import { pathOf, type PageKey } from '@h5/shared/routes';

/**
 * Leaves a form once it is done: back to the page that opened it, or, when the form was the
 * first page opened (a link, a reload), on to `fallback` rather than the home tab.
 */
export function useLeave(fallback: PageKey): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) navigate(-1);
    else navigate(pathOf(fallback), { replace: true });
  }, [navigate, fallback]);
}
