import { useEffect } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import type { RouteDef } from '@h5/shared/routes';
import { isSignedIn, useSession } from '@h5/shared/session';
import { isLeaving, useLocation, useLoginRedirect } from '@h5/shared/router';
import { OfflineNotice } from './OfflineNotice';
import { RemotePage } from './RemotePage';
import { TabBar } from './TabBar';

/** One route: its guard, its title, its background, its page, the offline notice and, on tab pages, the tab bar. */
export function RoutePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation('common');
  const signedIn = useSession(isSignedIn);
  const redirect = useLoginRedirect();
  const blocked = route.login && !signedIn;

  const location = useLocation();
  useEffect(() => {
    // A guest arriving goes to login; a user who just logged out here is already on the way home.
    if (blocked && !isLeaving(location)) redirect();
  }, [blocked, redirect, location]);

  useEffect(() => {
    document.body.dataset.background = route.background;
  }, [route.background]);

  useEffect(() => {
    document.title = `${t(`page.${route.page}`)} - ${t('app.name')}`;
  }, [route.page, t]);

  const tabbed = route.tab !== undefined;
  return (
    <div className={`h5-app${tabbed ? ' h5-app--tabbed' : ''}`} data-page={route.page}>
      <OfflineNotice />
      <main className="h5-app__main">
        {/* Keyed by page: the page left never renders under the new address (nor reads its query). */}
        {blocked ? null : <RemotePage key={`${route.remote}/${route.page}`} route={route} />}
      </main>
      {tabbed && <TabBar active={route.tab ?? 0} />}
    </div>
  );
}
