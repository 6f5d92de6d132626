/**
 * The federated floor's host (webpack.config.cjs): the least a host can do for home's first
 * visit. Its shared singletons come eager in this script; it initialises i18next and the router
 * and renders the one route, whose page the remote exposes and the federation runtime fetches.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { WORDS } from '../words';
// The remote's axios and zustand are the host's too, as ours are: the federation plugin provides
// a shared package only where the host's own code imports it.
import 'axios';
import 'zustand';

registerRemotes([{ name: 'floor_remote', entry: '/floor-mf/remote/remoteEntry.js', type: 'var' }]);
const Home = lazy(async () => {
  const page = await loadRemote<{ default: ComponentType }>('floor_remote/Home');
  if (!page) throw new Error('floor_remote/Home did not load');
  return page;
});
void i18next.use(initReactI18next).init(WORDS);

createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <Routes>
      <Route
        path="/"
        element={
          <Suspense>
            <Home />
          </Suspense>
        }
      />
    </Routes>
  </HashRouter>,
);
