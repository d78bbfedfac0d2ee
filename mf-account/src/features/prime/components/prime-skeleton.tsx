import { Skeleton } from '@shop/shared';

/** The member page's shape while it loads: tier block, card and two sections. */
export function PrimeSkeleton() {
  return (
    <div className="prime-page" data-testid="prime-skeleton">
      <Skeleton height={120} radius={12} />
      <Skeleton height={150} radius={12} />
      <Skeleton lines={4} />
      <Skeleton lines={3} />
    </div>
  );
}
