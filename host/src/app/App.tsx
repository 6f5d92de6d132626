import { HashRouter, useLocation } from '@h5/shared/router';
import { routeAt } from '@h5/shared/routes';
import { NotFound } from './NotFound';
import { RoutePage } from './RoutePage';
import { useAccountEvents } from './useAccountEvents';
import { useSessionLifecycle } from './useSessionLifecycle';
import { useExitOnDoubleBack } from './useExitOnDoubleBack';
import { useScrollToTop } from './useScrollToTop';

function Shell() {
  useSessionLifecycle();
  useAccountEvents();
  useExitOnDoubleBack();
  useScrollToTop();
  const route = routeAt(useLocation().pathname);
  return route ? <RoutePage route={route} /> : <NotFound />;
}

export function App() {
  return (
    <HashRouter>
      <Shell />
    </HashRouter>
  );
}
