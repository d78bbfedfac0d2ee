import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $isLoggedIn, $locale, type CartTotals } from '@shop/shared';
import { refreshTotals } from './cart-service';

export type CartLoadStatus = 'loading' | 'ready' | 'error';

export interface CartView {
  totals: CartTotals | null;
  status: CartLoadStatus;
  /** Whether the shown totals come from this visit's server answer (not the stored copy). */
  fresh: boolean;
  reload: () => void;
}

/**
 * The cart as the page shows it: the stored totals at once (slow networks), then the server's.
 * Item names come back in the current language, so a language switch refreshes too.
 */
export function useCart(): CartView {
  const { id, totals } = useStore($cart);
  const loggedIn = useStore($isLoggedIn);
  const locale = useStore($locale);
  const hasCart = id !== null || loggedIn;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; ok: boolean } | null>(null);
  const key = `${hasCart}|${locale}|${attempt}`;

  useEffect(() => {
    if (!hasCart) return;
    let live = true;
    refreshTotals().then(
      () => {
        if (live) setResult({ key, ok: true });
      },
      (error: unknown) => {
        // Reading the cart is a GET: logs a missing response; the page offers a retry.
        console.error('[cart] totals failed', error);
        if (live) setResult({ key, ok: false });
      },
    );
    return () => {
      live = false;
    };
  }, [hasCart, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (!hasCart) return { totals: null, status: 'ready', fresh: true, reload };
  const settled = result?.key === key ? result : null;
  const status: CartLoadStatus = settled ? (settled.ok ? 'ready' : 'error') : 'loading';
  return { totals, status, fresh: settled?.ok === true, reload };
}
