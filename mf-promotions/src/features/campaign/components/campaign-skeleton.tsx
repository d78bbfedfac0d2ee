import { Skeleton } from '@shop/shared';

/** The page's shape while its data loads: hero, then a grid of cards. */
export function CampaignSkeleton() {
  return (
    <div className="cp" aria-busy="true" data-testid="campaign-skeleton">
      <div className="cp-hero cp-hero--skeleton">
        <div className="cp-hero__body">
          <Skeleton width="30%" height={20} />
          <Skeleton width="70%" height={36} />
          <Skeleton lines={2} />
          <Skeleton width="60%" height={56} />
        </div>
      </div>
      <ul className="cp-grid">
        {Array.from({ length: 6 }, (_, i) => (
          // Identical placeholders that never reorder.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={i} className="cp-grid__item">
            <Skeleton height={180} radius={8} />
            <Skeleton lines={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
