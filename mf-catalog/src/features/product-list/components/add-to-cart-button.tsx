import { Button, useAddToCart, useT, type CartItemInput } from '@shop/shared';
import { useCartFormId } from './cart-form-scope';

interface AddToCartButtonProps {
  item: CartItemInput;
}

/**
 * A product card's add-to-cart, through the shared cart contract (`useAddToCart`). A submit
 * button of its list's plain form (`CartFormScope`), carrying the product's SKU, so it adds
 * before the page's scripts have run (or without them); once they have, the tap is the
 * scripts'. A listing's cart code waits for the shopper's first touch or scroll: a visitor who
 * only looks never downloads it.
 */
export function AddToCartButton({ item }: AddToCartButtonProps) {
  const { t } = useT('catalog');
  const { add, busy } = useAddToCart('first-interaction');
  const form = useCartFormId();
  return (
    <Button
      type="submit"
      form={form}
      name="sku"
      value={item.sku}
      variant="primary"
      size="sm"
      fullWidth
      loading={busy}
      aria-label={t('add_to_cart_named', { name: item.name })}
      data-testid="add-to-cart"
      onClick={(event) => {
        event.preventDefault();
        void add(item);
      }}
    >
      {t('add_to_cart')}
    </Button>
  );
}
