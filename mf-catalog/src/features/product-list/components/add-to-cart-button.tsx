import { useLocation } from 'react-router';
import { Button, useAddToCart, useT, type CartItemInput } from '@shop/shared';
import { CART_FORM_PATH } from '@shop/shared/contracts/cart-form';
import { XsrfField } from '../../plain-forms/components/xsrf-field';

interface AddToCartButtonProps {
  item: CartItemInput;
}

/**
 * A product card's add-to-cart, through the shared cart contract (`useAddToCart`). A form posting
 * to the back end's plain add, so the button adds before the page's scripts have run (or without
 * them); once they have, the submission is the scripts'. A listing's cart code waits for the
 * shopper's first touch or scroll: a visitor who only looks never downloads it.
 */
export function AddToCartButton({ item }: AddToCartButtonProps) {
  const { t } = useT('catalog');
  const { add, busy } = useAddToCart('first-interaction');
  const { pathname, search } = useLocation();

  return (
    <form
      method="post"
      action={CART_FORM_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        void add(item);
      }}
    >
      <input type="hidden" name="sku" value={item.sku} />
      <input type="hidden" name="qty" value={item.qty} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <XsrfField />
      <Button
        type="submit"
        variant="primary"
        size="sm"
        fullWidth
        loading={busy}
        aria-label={t('add_to_cart_named', { name: item.name })}
        data-testid="add-to-cart"
      >
        {t('add_to_cart')}
      </Button>
    </form>
  );
}
