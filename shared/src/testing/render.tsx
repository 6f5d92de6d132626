/**
 * Renders as the host would: inside the kernel's hash router, with a Suspense boundary for
 * what loads lazily. Start i18n first (startI18n) so that nothing waits on its words.
 */
import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { HashRouter, Route, Routes, useLocation } from '@h5/shared/router';
import { settle } from './async';

/** Where the app is: the path and query, in `<output data-testid="location">`. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const inApp = (showLocation: boolean) =>
  function InApp({ children }: { children: ReactNode }) {
    return (
      <HashRouter>
        <Suspense fallback={null}>{children}</Suspense>
        {showLocation && <Location />}
      </HashRouter>
    );
  };
const InApp = inApp(false);
const InAppWithLocation = inApp(true);

const go = (at: string) => window.history.replaceState(null, '', `/#${at}`);

export interface InAppOptions {
  /** The location to start at (path and query); by default the page's own. */
  at?: string;
}

/** Renders `ui` in the app's router (kept around it on `rerender`). */
export function renderInApp(ui: ReactElement, { at }: InAppOptions = {}): RenderResult {
  if (at !== undefined) go(at);
  return render(ui, { wrapper: InApp });
}

/**
 * Renders `pages` (path to page) starting at `at`, as routes of the app: a link or a redirect
 * goes to another of them (or to none), and the current location is in `location`.
 */
export function renderRoutes(at: string, pages: Record<string, ComponentType>): RenderResult {
  go(at);
  return render(
    <Routes>
      {Object.entries(pages).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={null} />
    </Routes>,
    { wrapper: InAppWithLocation },
  );
}

/** renderInApp, once what the page fetches on opening has answered. */
export async function renderSettled(ui: ReactElement, options: InAppOptions = {}): Promise<RenderResult> {
  const result = renderInApp(ui, options);
  await settle();
  return result;
}
