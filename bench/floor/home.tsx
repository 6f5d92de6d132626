/**
 * The card's floor for home's first visit (bench/first-visit.ts): the same data and the same
 * largest paint (the important notice's article over the market list), drawn by React with every
 * library of the card on the path in one script, as a page that did nothing else would: axios,
 * i18next with react-i18next, react-router, zod (mini), zustand, and the federation runtime
 * initialised. No remote, no kernel, no app. Bundled by esbuild when the bench runs; not part of
 * the product. Its federated twin (bench/floor/federated) draws the same page from a host and one
 * remote.
 */
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { init } from '@module-federation/enhanced/runtime';
import { Home } from './page';
import { WORDS } from './words';

init({ name: 'floor', remotes: [] });
void i18next.use(initReactI18next).init(WORDS);

createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <Routes>
      <Route path="/" element={<Home />} />
    </Routes>
  </HashRouter>,
);
