import { useRef, useState } from 'react';
import { useAddToCart } from '@shop/shared';
import {
  buildCartItem,
  defaultSelection,
  matchChild,
  missingOptions,
  selectedPrice,
  validQuantity,
  type MissingOption,
  type OptionSelection,
} from './lib/options';
import { guaranteeValue } from './lib/product-detail';
import { productInStock } from './lib/product-summary';
import type { ProductData } from './use-product';

/**
 * The product page's buying state: the chosen options and quantity, their errors, the price they
 * make, and adding to the cart (with the first unanswered choice scrolled into view).
 */
export function useProductPurchase({ product, children, dictionaries }: ProductData) {
  const [selection, setSelection] = useState<OptionSelection>(() => defaultSelection(product));
  const [qtyText, setQtyText] = useState('1');
  const [missing, setMissing] = useState<MissingOption[]>([]);
  const [qtyError, setQtyError] = useState(false);
  const { add: addToCart, busy } = useAddToCart();
  const [now] = useState(() => Date.now());
  const optionsRef = useRef<HTMLDivElement>(null);

  const guaranteePerUnit = guaranteeValue(product);
  const child = matchChild(product, children, selection, dictionaries);
  const price = selectedPrice(product, child, selection, guaranteePerUnit, now);
  // Percent custom options are a share of what is paid before options (as the cart computes them).
  const ownPrice = selectedPrice(product, child, { ...selection, custom: {}, guarantee: false }, 0, now);
  const optionBase = ownPrice.specialPrice ?? ownPrice.price;
  const inStock = productInStock(child ?? product);
  const qty = Number(qtyText);

  const changeSelection = (next: OptionSelection) => {
    setSelection(next);
    // Errors clear as soon as the shopper fixes them; others stay until the next attempt.
    if (missing.length) setMissing(missingOptions(product, next).filter((m) => missing.some((x) => x.kind === m.kind && x.id === m.id)));
  };

  const changeQty = (text: string) => {
    setQtyText(text);
    if (qtyError && validQuantity(Number(text))) setQtyError(false);
  };

  const add = () => {
    if (busy) return;
    const stillMissing = missingOptions(product, selection);
    // Nothing missing before nor now: no new array, so the tap re-renders only the busy button.
    if (stillMissing.length || missing.length) setMissing(stillMissing);
    const qtyOk = validQuantity(qty);
    setQtyError(!qtyOk);
    if (stillMissing.length) {
      // Bring the first unanswered choice into view: on a phone it is often above the button.
      requestAnimationFrame(() => {
        // Optional call: older browsers and DOM test environments lack scrollIntoView.
        optionsRef.current?.querySelector('[data-testid="option-error"]')?.parentElement?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      });
    }
    if (stillMissing.length || !qtyOk) return;
    void addToCart(buildCartItem(product, selection, qty, price.specialPrice ?? price.price));
  };

  return { selection, qtyText, qty, missing, qtyError, busy, now, optionsRef, guaranteePerUnit, child, price, optionBase, inStock, changeSelection, changeQty, add };
}
