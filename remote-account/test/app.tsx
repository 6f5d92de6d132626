/**
 * Test harness: the account pages under the kernel's hash router and i18n, with the language
 * chosen per test file, and a guard standing in for the server unit tests do not have.
 */
import { Suspense, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { http } from '@h5/shared/api';
import type { Language } from '@h5/shared/constants';
import { changeLanguage, i18n, initI18n } from '@h5/shared/i18n';
// Registers the upload field's namespace (pages load it lazily).
import '@h5/shared/ui';
import { HashRouter, Route, Routes, useLocation } from '@h5/shared/router';
import '../src/pages';

export async function startI18n(lang: Language): Promise<void> {
  await initI18n();
  await changeLanguage(lang);
  // Loaded up front, so no page suspends on its words in the middle of a test.
  await i18n.loadNamespaces(['account', 'uploadField']);
}

export interface SentRequest {
  url: string;
  body: URLSearchParams;
}

/**
 * Records every request a page tries to make and stops it before it leaves, so a test can say
 * "nothing was sent" (or what was) without a server; the page sees a network failure.
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  http.interceptors.request.use((config) => {
    sent.push({ url: config.url ?? '', body: new URLSearchParams(typeof config.data === 'string' ? config.data : '') });
    throw new Error('unit tests have no server');
  });
  return sent;
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders `pages` (path to page) starting at `start`; the current location is in `location`. */
export function renderRoutes(start: string, pages: Record<string, ComponentType>) {
  window.history.replaceState(null, '', `/#${start}`);
  return render(
    <HashRouter>
      <Suspense fallback={null}>
        <Routes>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
      <Location />
    </HashRouter>,
  );
}
