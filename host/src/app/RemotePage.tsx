import { Component, Suspense, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RouteDef } from '@h5/shared/routes';
import { useTranslation, wordsArrived } from '@h5/shared/i18n';
import { PageSkeleton } from '@h5/shared/ui';
import { classifyLoadError, type LoadErrorKind } from '../federation/loadError';
import { loadRemotePage } from '../federation/remotes';
import { RemoteError } from './RemoteError';

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; kind: LoadErrorKind };

/**
 * Pages already fetched, by remote and page key: a page visited before renders at once instead
 * of suspending (and blanking) again. Only pages that loaded are kept, and one that fails to
 * render is dropped, so Retry asks the runtime again.
 */
const loadedPages = new Map<string, ComponentType>();

class PageBoundary extends Component<{ onError: (kind: LoadErrorKind) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(classifyLoadError(error));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A page of a remote, fetched through the federation runtime. Any failure (entry or chunk
 * missing, too slow, or throwing) becomes a translated error block whose Retry starts over.
 */
export function RemotePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation('common');
  const key = `${route.remote}/${route.page}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const Page = loadedPages.get(key);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });

  useEffect(() => {
    const known = loadedPages.get(key);
    if (known) {
      setState({ status: 'ready', Page: known });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    loadRemotePage(route.remote, route.page)
      .then(async (Page) => {
        // Rendered with its words in, the page draws in one go instead of suspending for them; as a
        // transition, that render yields to the browser every few milliseconds.
        await wordsArrived();
        loadedPages.set(key, Page);
        if (live) startTransition(() => setState({ status: 'ready', Page }));
      })
      .catch((error: unknown) => {
        if (live) setState({ status: 'failed', kind: classifyLoadError(error) });
      });
    return () => {
      live = false;
    };
  }, [key, route.remote, route.page, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  // Offline, the page loads by itself once the network is back.
  const waitingForNetwork = state.status === 'failed' && state.kind === 'offline';
  useEffect(() => {
    if (!waitingForNetwork) return undefined;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [waitingForNetwork]);

  const fail = (kind: LoadErrorKind) => {
    loadedPages.delete(key);
    setState({ status: 'failed', kind });
  };

  // The page's frame shows at once while its code comes: no blank flash on a first tap.
  const skeleton = <PageSkeleton title={t(`page.${route.page}`)} back={route.tab === undefined} />;
  if (state.status === 'failed') return <RemoteError kind={state.kind} onRetry={retry} />;
  if (state.status === 'loading') return skeleton;
  const { Page } = state;
  return (
    <PageBoundary key={attempt} onError={fail}>
      <Suspense fallback={skeleton}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}
