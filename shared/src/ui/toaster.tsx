import { useStore } from '@nanostores/react';
import { useT } from '../i18n/index';
import { $toasts, dismissToast } from '../stores/toast';

/** Renders the toast queue top-right. Mounted once, by the shell. */
export function Toaster() {
  const toasts = useStore($toasts);
  const { t } = useT('common');
  return (
    <section className="shop-toaster" aria-label={t('notifications')}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`shop-toast shop-toast--${toast.type}${toast.leaving ? ' shop-toast--leaving' : ''}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
        >
          <p className="shop-toast__message">{toast.message}</p>
          <button
            type="button"
            className="shop-toast__close"
            aria-label={t('dismiss_notification')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
