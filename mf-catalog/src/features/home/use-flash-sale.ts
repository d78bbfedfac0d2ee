import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale } from '@shop/shared';
import { fetchFlashSaleProducts } from '../../api/products';
import { runningFlashSale, type RunningFlashSale } from './lib/flash-sale';

/** The flash sale in progress (or null), re-read when its countdown reaches zero. */
export function useFlashSale(): { status: 'loading' | 'ready'; sale: RunningFlashSale | null; refresh: () => void } {
  const locale = useStore($locale);
  const [round, setRound] = useState(0);
  const key = `${locale}|${round}`;
  const [state, setState] = useState<{ key: string; sale: RunningFlashSale | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchFlashSaleProducts(controller.signal).then(
      (result) => setState({ key, sale: runningFlashSale(result.items, Date.now()) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The strip is a bonus: without it the home page still lists its products.
        console.error('[catalog] flash sale unavailable', error);
        setState({ key, sale: null });
      },
    );
    return () => controller.abort();
  }, [key]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  if (!state || state.key !== key) return { status: 'loading', sale: null, refresh };
  return { status: 'ready', sale: state.sale, refresh };
}
