import { Component, Suspense, lazy, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorRetry, PageSeedProvider, Skeleton, bus, useT } from '@shop/shared';
import { recoverFromChunkFailure } from './deploy-recovery';
import { usePreloadedPage } from './preloaded-page';
import { loadPage, markRemoteFailed } from './remotes';
import { PendingLoad } from './route-progress';

export function PageSkeleton() {
  const { t } = useT('shell');
  const { t: common } = useT('common');
  const { pathname, search } = useLocation();
  return (
    <div className="page-skeleton" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{t('page_loading')}</span>
      {/* In the server's HTML only when the page's region was left to the browser (its data came
          too late): without scripts nothing would ever replace the skeleton, so say so and offer
          the same address again. React neither hydrates nor client-renders a noscript's content. */}
      <noscript>
        <p className="page-skeleton__no-script" data-testid="page-not-ready">
          {t('page_not_ready')} <a href={`${pathname}${search}`}>{common('retry')}</a>
        </p>
      </noscript>
      <Skeleton height={28} width="60%" />
      <Skeleton height={180} />
      <Skeleton height={16} width="90%" />
      <Skeleton height={16} width="75%" />
      <PendingLoad />
    </div>
  );
}

function RemoteError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT('common');
  return (
    <div className="remote-error" data-testid="remote-error">
      <ErrorRetry message={t('remote_load_failed')} onRetry={onRetry} />
    </div>
  );
}

interface BoundaryProps {
  remote: string;
  /** A new location inside the same route (another product…) clears a previous failure. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** A deploy was detected and the page is reloading: keep the skeleton, do not flash an error. */
  reloading: boolean;
}

/**
 * Contains a remote's failure (download or render) to its own region, so the header, the footer
 * and the other routes keep working.
 */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown remote failure') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
    // A render error leaves the remote's loaded code suspect too: Retry starts from its entry.
    markRemoteFailed(this.props.remote);
    bus.emit('remote:load-failed', { remote: this.props.remote, error: message });
    void recoverFromChunkFailure(error).then((reloading) => {
      if (reloading) this.setState({ reloading: true });
    });
  }

  override componentDidUpdate(prev: BoundaryProps): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.retry();
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.reloading) return <PageSkeleton />;
    if (this.state.error) return <RemoteError onRetry={this.retry} />;
    return this.props.children;
  }
}

function lazyPage(remote: string, page: string) {
  return lazy(() => loadPage(remote, page));
}

/**
 * One remote page. React.lazy sits inside the route element (not the route's `lazy`) because
 * react-router leaves a blank outlet when `lazy` rejects; here the boundary always renders.
 */
export function RemotePage({ remote, page }: { remote: string; page: string }) {
  // A new lazy instance per attempt: React caches a rejected lazy forever.
  const [Page, setPage] = useState(() => lazyPage(remote, page));
  const location = useLocation();
  // The server-rendered first view hydrates with the component and data the server used.
  const preloaded = usePreloadedPage(remote, page);
  // That component stays this region's page when the shopper then sorts, filters or opens another
  // item of the same page: swapping in the lazy one (the same code) would mount the page afresh,
  // losing what it holds (an open filter sheet, loaded pages) and fetching it all again.
  // After a failure the region starts over from the network (Retry): not with that component.
  const [hydratedWith, setHydratedWith] = useState(() => preloaded?.Component ?? null);
  const Shown = hydratedWith ?? Page;
  return (
    <div className="remote-region" data-remote={remote} data-page={page}>
      <RemoteErrorBoundary remote={remote} resetKey={location.pathname} onRetry={() => {
          setHydratedWith(null);
          setPage(() => lazyPage(remote, page));
        }}
      >
        <Suspense fallback={<PageSkeleton />}>
          <PageSeedProvider seed={preloaded?.seed ?? null}>
            <Shown />
          </PageSeedProvider>
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
