import { useT } from '@shop/shared';

/** The product's merchandising labels; nothing when it has none. */
export function ProductLabels({ labels }: { labels: string[] }) {
  const { t } = useT(['catalog', 'common']);
  if (labels.length === 0) return null;
  return (
    <ul className="catalog-labels" data-testid="product-labels">
      {labels.map((label) => (
        <li key={label} className={`catalog-label catalog-label--${label}`}>
          {t(`label.${label}`)}
        </li>
      ))}
    </ul>
  );
}
