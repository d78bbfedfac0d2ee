import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, Button, formatDate, showToast, useT } from '@shop/shared';
import { switchToHomeDelivery } from '../../../api/orders';
import { NS } from '../../../i18n/register';
import { pickupView, shippingAddress, type Order } from '../lib/order-view';
import { showFailure } from '../../form-fields/lib/show-failure';

/**
 * A pick-up order: when it is ready, the 48-hour collection deadline after which it is cancelled,
 * and the switch to home delivery (to the order's address) while it waits.
 */
export function PickupPanel({ order, onSwitched }: { order: Order; onSwitched: () => void }) {
  const { t } = useT([NS, 'common']);
  const locale = useStore($locale);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  // The time the page opened: the deadline is hours away, a render must not move it.
  const [openedAt] = useState(() => new Date());
  const view = pickupView(order, openedAt);
  if (view.kind === 'none') return null;
  const when = (iso: string) => formatDate(iso, locale, { withTime: true });
  const address = shippingAddress(order);

  const switchNow = async () => {
    setPending(true);
    try {
      await switchToHomeDelivery(order.entity_id);
      showToast({ type: 'success', message: t('pickup.switched') });
      onSwitched();
    } catch (error) {
      showFailure(error);
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <section className="account-pickup" data-testid="pickup-panel" aria-labelledby="pickup-title">
      <h2 id="pickup-title" className="account-section-title">
        {t('pickup.title')}
      </h2>
      {view.kind === 'expired' ? (
        <p>{t('pickup.expired', { deadline: when(view.collectBy) })}</p>
      ) : (
        <>
          <p>{t('pickup.ready_by', { date: when(view.readyBy) })}</p>
          <p className="account-pickup__deadline">{t('pickup.collect_by', { deadline: when(view.collectBy) })}</p>
          {confirming ? (
            <div className="account-pickup__confirm">
              <p>{t('pickup.confirm', { address: address ? [address.street[0], address.city].filter(Boolean).join(', ') : '' })}</p>
              <Button loading={pending} onClick={() => void switchNow()} data-testid="pickup-switch-confirm">
                {t('pickup.confirm_action')}
              </Button>
              <Button variant="ghost" disabled={pending} onClick={() => setConfirming(false)}>
                {t('pickup.cancel')}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="pickup-switch">
              {t('pickup.switch')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
