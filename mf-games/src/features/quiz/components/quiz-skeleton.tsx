import { Skeleton } from '@shop/shared';

const CHOICES = 4;

/** The outline of one question with its choices, so the card does not jump when it loads. */
export function QuizSkeleton() {
  return (
    <div className="games-quiz__card" aria-busy="true">
      <Skeleton width="8rem" height="0.875rem" />
      <Skeleton height="1.125rem" lines={2} />
      <div className="games-quiz__choices">
        {Array.from({ length: CHOICES }, (_, i) => (
          // oxlint-disable-next-line react/no-array-index-key -- identical placeholders that never reorder
          <Skeleton key={i} height="44px" radius="var(--shop-radius)" />
        ))}
      </div>
      <Skeleton height="44px" radius="var(--shop-radius)" />
    </div>
  );
}
