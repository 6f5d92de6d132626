/** Where this remote's pages live and how a product page is opened. */
import { useCallback } from 'react';
import { useNavigate, useRequireLogin } from '@h5/shared/router';
import { routes } from '@h5/shared/routes';
import type { pages } from '../pages';

export type WealthPage = keyof typeof pages;

/** A page's path, read from the shared route table so no path is written twice. */
export function pathOf(page: WealthPage): string {
  const route = routes.find((r) => r.remote === 'wealth' && r.page === page);
  if (!route) throw new Error(`the route table has no wealth page ${page}`);
  return route.path;
}

/**
 * Opens a product's purchase page (`?id=`) for a signed-in user; a guest goes to login first
 * and comes back to this tab afterwards.
 */
export function useOpenProduct(page: WealthPage): (id: number) => void {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  return useCallback(
    (id: number) => requireLogin(() => navigate(`${pathOf(page)}?id=${encodeURIComponent(id)}`)),
    [navigate, requireLogin, page],
  );
}
