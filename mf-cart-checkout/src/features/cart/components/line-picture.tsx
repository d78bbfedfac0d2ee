import { productMediaUrl } from '../../../api/media';
import type { LineOption } from '../lib/line';

/**
 * A line's thumbnail. Decorative (`alt=""`): the line's name stands beside it. A line without a
 * picture keeps the same square, so names line up.
 */
export function LinePicture({ image, size = 64 }: { image: string | null; size?: number }) {
  return image ? (
    <img className="line-picture" src={productMediaUrl(image)} alt="" width={size} height={size} loading="lazy" decoding="async" data-testid="line-picture" />
  ) : (
    <span className="line-picture line-picture--none" style={{ width: size, height: size }} aria-hidden="true" />
  );
}

/** The chosen options of a line (colour, size, custom options) as "label: value" pairs. */
export function LineOptions({ options }: { options: LineOption[] }) {
  if (!options.length) return null;
  return (
    <dl className="cart-line__options" data-testid="line-options">
      {options.map((option) => (
        <div key={`${option.label}:${option.value}`}>
          <dt>{option.label}</dt>
          <dd>{option.value}</dd>
        </div>
      ))}
    </dl>
  );
}
