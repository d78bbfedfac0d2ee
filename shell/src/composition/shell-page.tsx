import { Suspense, lazy, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton, RemoteErrorBoundary } from './remote-page';

type PageModule = { default: ComponentType };

/**
 * A page the shell itself owns (sign-in, health check…), loaded on first visit like a remote
 * page: same skeleton, same in-place retry, same reload after a deploy.
 */
export type ShellPageComponent = ComponentType & {
  /** Starts downloading the page's code (landing on it, or a link to it hovered). */
  preload: () => void;
};

export function shellPage(name: string, load: () => Promise<PageModule>): ShellPageComponent {
  function ShellPage() {
    // A new lazy instance per attempt: React caches a rejected lazy forever.
    const [Page, setPage] = useState(() => lazy(load));
    const { pathname } = useLocation();
    return (
      <div className="remote-region" data-remote="shell" data-page={name}>
        <RemoteErrorBoundary remote="shell" resetKey={pathname} onRetry={() => setPage(() => lazy(load))}>
          <Suspense fallback={<PageSkeleton />}>
            <Page />
          </Suspense>
        </RemoteErrorBoundary>
      </div>
    );
  }
  // The bundler keeps one promise per chunk, so an early call is what the lazy() later awaits.
  ShellPage.preload = () => {
    load().catch(() => undefined);
  };
  return ShellPage;
}
