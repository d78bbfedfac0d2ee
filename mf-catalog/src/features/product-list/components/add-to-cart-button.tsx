import { useState } from 'react';
import { Button, getCartService, i18n, showToast, TOAST_DURATION, useT, type CartItemInput } from '@shop/shared';

interface AddToCartButtonProps {
  item: CartItemInput;
}

/**
 * Adds through the shared cart contract: the implementation (mf-cart-checkout) loads on the first
 * tap and reports the outcome itself (toasts, badge). Only a failure to load it is ours to say.
 */
export function AddToCartButton({ item }: AddToCartButtonProps) {
  const { t } = useT('catalog');
  const [busy, setBusy] = useState(false);

  const add = () => {
    if (busy) return;
    setBusy(true);
    getCartService()
      .then(
        (service) => service.addItem(item),
        (error: unknown) => {
          console.error('[catalog] cart service unavailable', error);
          showToast({ type: 'error', message: i18n.t('common:failed_try_again'), duration: TOAST_DURATION.error });
        },
      )
      // The cart service already told the shopper why an add failed.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Button
      variant="primary"
      size="sm"
      fullWidth
      loading={busy}
      onClick={add}
      aria-label={t('add_to_cart_named', { name: item.name })}
      data-testid="add-to-cart"
    >
      {t('add_to_cart')}
    </Button>
  );
}
