import { useCallback } from 'react';
import { useNavigate, useRequireLogin } from '@h5/shared/router';
import { pathOf, type PageKey } from '@h5/shared/routes';

/**
 * Opens a product's purchase page (`?id=`) for a signed-in user; a guest goes to login first
 * and comes back to this tab afterwards.
 */
export function useOpenProduct(page: PageKey): (id: number) => void {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  return useCallback((id: number) => requireLogin(() => navigate(pathOf(page, { id }))), [navigate, requireLogin, page]);
}
