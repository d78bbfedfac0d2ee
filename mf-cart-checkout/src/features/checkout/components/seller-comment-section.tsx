import { useState } from 'react';
import { Button, showToast, TOAST_DURATION, useT } from '@shop/shared';
import { saveComment, setOrderCustomAttributes } from '../../../api/checkout';
import { orderCustomAttributes } from '../lib/address';
import { validateCheckout, type CheckoutErrors, type CheckoutForm } from '../lib/form';
import { reportCheckoutError } from '../lib/place-order';
import { Field } from './field';

interface SellerCommentSectionProps {
  form: CheckoutForm;
  update: (patch: Partial<CheckoutForm>) => void;
  cartId: string | null;
  fieldId: (field: string) => string;
  /** Telephone errors found when the seller code is saved (it is sent with the telephones). */
  onErrors: (errors: CheckoutErrors) => void;
}

/** The seller's code and the comment for the delivery, each saved on the cart when the shopper asks. */
export function SellerCommentSection({ form, update, cartId, fieldId, onErrors }: SellerCommentSectionProps) {
  const { t } = useT('cart');
  const [sellerBusy, setSellerBusy] = useState(false);
  const [commentBusy, setCommentBusy] = useState(false);

  const applySellerCode = () => {
    const found = validateCheckout(form);
    const sellerErrors: CheckoutErrors = {};
    if (found.telephone2) sellerErrors.telephone2 = found.telephone2;
    if (found.telephoneWhatsapp) sellerErrors.telephoneWhatsapp = found.telephoneWhatsapp;
    if (!form.sellerCode.trim() || !cartId || Object.keys(sellerErrors).length) {
      onErrors(sellerErrors);
      return;
    }
    setSellerBusy(true);
    setOrderCustomAttributes(cartId, orderCustomAttributes(form))
      .then(() => showToast({ type: 'success', message: t('checkout.seller_code_saved'), duration: TOAST_DURATION.quick }))
      .catch((error: unknown) => reportCheckoutError(error))
      .finally(() => setSellerBusy(false));
  };

  const addComment = () => {
    if (!form.comment.trim() || !cartId) return;
    setCommentBusy(true);
    saveComment(cartId, form.comment.trim())
      .then(() => showToast({ type: 'success', message: t('checkout.comment_added'), duration: TOAST_DURATION.quick }))
      .catch((error: unknown) => reportCheckoutError(error))
      .finally(() => setCommentBusy(false));
  };

  return (
    <div className="checkout-section">
      <div className="checkout-inline">
        <Field id={fieldId('sellerCode')} label={t('checkout.seller_code')}>
          <input id={fieldId('sellerCode')} data-testid="checkout-sellerCode" value={form.sellerCode} maxLength={20} autoComplete="off" onChange={(e) => update({ sellerCode: e.target.value })} />
        </Field>
        <Button variant="secondary" loading={sellerBusy} onClick={applySellerCode} data-testid="checkout-sellerCode-apply">
          {t('checkout.apply_seller_code')}
        </Button>
      </div>
      <Field id={fieldId('comment')} label={t('checkout.comment')}>
        <textarea id={fieldId('comment')} data-testid="checkout-comment" maxLength={1000} value={form.comment} onChange={(e) => update({ comment: e.target.value })} />
      </Field>
      <Button variant="ghost" size="sm" loading={commentBusy} onClick={addComment} disabled={!form.comment.trim()}>
        {t('checkout.add_comment')}
      </Button>
    </div>
  );
}
