import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, usePageSeed } from '@shop/shared';
import { fetchFlashSaleProducts } from '../../api/products';
import { runningFlashSale, type RunningFlashSale } from './lib/flash-sale';

/**
 * A server-rendered home's flash sale (null: none running when it was rendered), so the hydrated
 * strip shows the server's cards instead of fetching them again.
 */
export interface FlashSaleSeed {
  flashSale?: RunningFlashSale | null;
}

/**
 * For a route loader: the sale running now, cut to what the strip shows (the list holds every
 * flagged product, running or not: too much to send with the page); nothing when it could not be
 * read (the browser then fetches it).
 */
export async function loadFlashSaleSeed(signal: AbortSignal): Promise<FlashSaleSeed> {
  try {
    return { flashSale: runningFlashSale((await fetchFlashSaleProducts(signal)).items, Date.now()) };
  } catch {
    return {};
  }
}

/** The flash sale in progress (or null), re-read when its countdown reaches zero. */
export function useFlashSale(): { status: 'loading' | 'ready'; sale: RunningFlashSale | null; refresh: () => void } {
  const locale = useStore($locale);
  const [round, setRound] = useState(0);
  const key = `${locale}|${round}`;
  // Server-rendered first view: the sale came with the page (a sale that has ended since shows
  // its countdown at zero, which re-reads it).
  const seed = usePageSeed<FlashSaleSeed>()?.flashSale;
  const [state, setState] = useState<{ key: string; sale: RunningFlashSale | null } | null>(() =>
    seed === undefined ? null : { key, sale: seed },
  );
  useEffect(() => {
    if (state?.key === key) return;
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
    // `state.key` is read only to skip a fetch the server already made (seeded first view).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  if (!state || state.key !== key) return { status: 'loading', sale: null, refresh };
  return { status: 'ready', sale: state.sale, refresh };
}
