import { HashRouter, Route, Routes } from '@h5/shared/router';
import { HOME_PATH, findRoute, routes } from '@h5/shared/routes';
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
  const home = findRoute(HOME_PATH);
  return (
    <Routes>
      {home && <Route path="/" element={<RoutePage route={home} />} />}
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function App() {
  return (
    <HashRouter>
      <Shell />
    </HashRouter>
  );
}
