import { Skeleton } from '@shop/shared';

/** The grid's shape while the products load, so nothing jumps when they arrive. */
export function SeasonSkeleton() {
  return (
    <div aria-busy="true" data-testid="season-skeleton">
      <Skeleton width="40%" height={24} />
      <ul className="season-grid">
        {Array.from({ length: 6 }, (_, i) => (
          // Identical placeholders that never reorder.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={i}>
            <Skeleton height={180} radius={8} />
            <Skeleton lines={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
