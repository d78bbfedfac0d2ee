import { createContext, use, useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CART_FORM_PATH } from '@shop/shared/contracts/cart-form';
import { XsrfField } from '../../plain-forms/components/xsrf-field';

const CartFormId = createContext<string | null>(null);

/**
 * The one plain add-to-cart form of a list of cards (the cart form contract's `qty`, `back` and
 * `xsrf`). Each card's button submits it (`form=`) and names its product as the button's own
 * `sku` value, so a card carries no form and no hidden fields: home's 33 addable cards had 165
 * such elements for the phone to parse, lay out and hydrate, and each read the address to fill its
 * `back`. Without scripts, or before them, a tap posts this form with that card's SKU.
 */
export function CartFormScope({ children }: { children: ReactNode }) {
  const id = useId();
  const { pathname, search } = useLocation();
  return (
    <CartFormId value={id}>
      <form id={id} method="post" action={CART_FORM_PATH} hidden>
        <input type="hidden" name="qty" value="1" />
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <XsrfField />
      </form>
      {children}
    </CartFormId>
  );
}

/** The id of the enclosing list's plain add-to-cart form, for a card's button to submit. */
export function useCartFormId(): string {
  const id = use(CartFormId);
  if (!id) throw new Error('An add-to-cart button needs a CartFormScope around its list');
  return id;
}
