import { Button, useAddToCart, useT, type CartItemInput } from '@shop/shared';

interface AddToCartButtonProps {
  item: CartItemInput;
}

/** A product card's add-to-cart, through the shared cart contract (`useAddToCart`). */
export function AddToCartButton({ item }: AddToCartButtonProps) {
  const { t } = useT('catalog');
  const { add, busy } = useAddToCart();

  return (
    <Button
      variant="primary"
      size="sm"
      fullWidth
      loading={busy}
      onClick={() => void add(item)}
      aria-label={t('add_to_cart_named', { name: item.name })}
      data-testid="add-to-cart"
    >
      {t('add_to_cart')}
    </Button>
  );
}
