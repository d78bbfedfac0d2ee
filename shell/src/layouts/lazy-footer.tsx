import { Component, Suspense, lazy, type ReactNode } from 'react';
import { recoverFromChunkFailure } from '../composition/deploy-recovery';

// Below the fold on every phone: its links and texts load after the page itself.
const Footer = lazy(() => import('./footer'));

/** A footer that failed to download is not worth an error message; the page stays usable. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] footer failed', error);
    void recoverFromChunkFailure(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function LazyFooter() {
  return (
    <QuietBoundary>
      <Suspense fallback={<div className="site-footer site-footer--placeholder" aria-hidden="true" />}>
        <Footer />
      </Suspense>
    </QuietBoundary>
  );
}
