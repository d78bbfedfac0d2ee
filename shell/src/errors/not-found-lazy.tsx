import { Suspense, lazy } from 'react';
import { PageSkeleton } from '../composition/remote-page';

// The error page is rarely shown: keep its tiles and texts out of the first-load bundle.
const LazyNotFound = lazy(() => import('./not-found-page'));

export function NotFoundPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <LazyNotFound />
    </Suspense>
  );
}
