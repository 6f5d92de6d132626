import { useEffect, useReducer, useRef, type ComponentType } from 'react';
import type { PopupProps } from 'antd-mobile/es/components/popup';
import { useTranslation } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';

type Popup = ComponentType<PopupProps>;

/** The popup once loaded, and the one load on its way (forgotten if it fails, so the next open tries again). */
let loaded: Popup | null = null;
let loading: Promise<Popup> | null = null;
function loadPopup(): Promise<Popup> {
  loading ??= import(/* webpackChunkName: "sheet" */ './popup').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Fetches the popup's code once the page has nothing else to do, so a first open need not wait. */
function prefetchWhenIdle(): (() => void) | undefined {
  if (loaded) return undefined;
  const load = () => void loadPopup().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 1_000);
  return () => window.clearTimeout(id);
}

/** A Popup's props, with `onClose` required: the sheet closes through it when its code cannot come. */
export type SheetProps = Omit<PopupProps, 'onClose'> & { onClose: () => void };

/**
 * A sheet that slides up from the bottom: antd-mobile's Popup, whose code (with react-spring
 * and use-gesture, most of a remote's vendor bytes) loads when the sheet first opens, or
 * sooner when the page is idle, never with the page's first download. Until its first open
 * it draws nothing; after it, it stays mounted so it can animate closed. If the code cannot
 * come (offline before it was fetched), a toast says so and the sheet closes, to be tried again.
 */
export function Sheet(props: SheetProps) {
  const { t } = useTranslation('common');
  const [, showLoaded] = useReducer((n: number) => n + 1, 0);
  const opened = useRef(false);
  opened.current ||= Boolean(props.visible);
  // The latest onClose (callers pass a new one each render), without reloading on each.
  const close = useRef(props.onClose);
  close.current = props.onClose;
  useEffect(prefetchWhenIdle, []);
  const { visible } = props;
  useEffect(() => {
    if (!visible || loaded) return undefined;
    let current = true;
    loadPopup().then(
      () => current && showLoaded(),
      () => {
        if (!current) return;
        toast(t('load.failed'));
        close.current();
      },
    );
    return () => {
      current = false;
    };
  }, [visible, t]);
  const Loaded = loaded;
  return opened.current && Loaded ? <Loaded {...props} /> : null;
}
