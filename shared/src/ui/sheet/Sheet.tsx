import { lazy, Suspense, useEffect, useRef } from 'react';
import type { PopupProps } from 'antd-mobile/es/components/popup/popup';

const loadPopup = () => import(/* webpackChunkName: "sheet" */ './popup');
const Popup = lazy(loadPopup);

/** Fetches the popup's code once the page has nothing else to do, so a first open need not wait. */
function prefetchWhenIdle(): () => void {
  const load = () => void loadPopup().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 1_000);
  return () => window.clearTimeout(id);
}

export type SheetProps = PopupProps;

/**
 * A sheet that slides up from the bottom: antd-mobile's Popup, whose code (with react-spring
 * and use-gesture, most of a remote's vendor bytes) loads when the sheet first opens, or
 * sooner when the page is idle, never with the page's first download. Until its first open
 * it draws nothing; after it, it stays mounted so it can animate closed.
 */
export function Sheet(props: SheetProps) {
  const opened = useRef(false);
  opened.current ||= Boolean(props.visible);
  useEffect(prefetchWhenIdle, []);
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
