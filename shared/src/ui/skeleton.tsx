
interface SkeletonProps {
  /** CSS length or pixels; defaults to the full width. */
  width?: string | number;
  /** CSS length or pixels for one line. */
  height?: string | number;
  /** Several text-like bars; the last one is shorter, as a paragraph's last line is. */
  lines?: number;
  radius?: string | number;
  className?: string;
}

function toCss(value: string | number | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/** Placeholder with the size of the content to come, so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height = '1em', lines = 1, radius, className }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  const classes = ['shop-skeleton', className ?? ''].filter(Boolean).join(' ');
  return (
    <span aria-hidden="true" data-testid="skeleton" style={{ display: 'block', width: toCss(width) }}>
      {Array.from({ length: count }, (_, i) => (
        <span
          // Lines are identical and never reorder.
          // oxlint-disable-next-line react/no-array-index-key
          key={i}
          className={classes}
          style={{
            width: count > 1 && i === count - 1 ? '60%' : '100%',
            height: toCss(height),
            borderRadius: toCss(radius),
          }}
        />
      ))}
    </span>
  );
}
