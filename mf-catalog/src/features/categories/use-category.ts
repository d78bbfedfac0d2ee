import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, toApiError, usePageSeed } from '@shop/shared';
import { fetchCategory } from '../../api/categories';
import type { MagentoCategory } from '../../api/types';

export type CategoryStatus = 'loading' | 'ready' | 'not-found' | 'error';

/** The category page's server-rendered record (`null`: no such category). */
export interface CategorySeed {
  category?: MagentoCategory | null;
}

/** For the route loader: the category's record, null when it does not exist. */
export async function loadCategorySeed(id: number | null, signal: AbortSignal): Promise<MagentoCategory | null> {
  if (id === null) return null;
  try {
    return await fetchCategory(id, signal);
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

type Result = { key: string; status: CategoryStatus; category: MagentoCategory | null };

function seededResult(seed: CategorySeed | undefined, id: number | null, key: string): Result | null {
  if (!seed || seed.category === undefined || id === null) return null;
  if (seed.category === null) return { key, status: 'not-found', category: null };
  if (seed.category.id !== id) return null;
  return { key, status: seed.category.is_active === false ? 'not-found' : 'ready', category: seed.category };
}

/** One category's record (its name), per language; a 404 or a slug without id is "not found". */
export function useCategory(id: number | null): { status: CategoryStatus; category: MagentoCategory | null; retry: () => void } {
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const key = `${id}|${locale}|${attempt}`;
  // Server-rendered first view: the server's record, not fetched again.
  const seed = usePageSeed<CategorySeed>();
  const [result, setResult] = useState<Result>(() => seededResult(seed, id, key) ?? { key: '', status: 'loading', category: null });

  useEffect(() => {
    if (id === null || result.key === key) return;
    const controller = new AbortController();
    fetchCategory(id, controller.signal).then(
      (category) => setResult({ key, status: category.is_active === false ? 'not-found' : 'ready', category }),
      (error: unknown) => {
        const apiError = toApiError(error);
        if (controller.signal.aborted || apiError.kind === 'aborted') return;
        if (apiError.status !== 404) console.error('[catalog] category failed', apiError);
        setResult({ key, status: apiError.status === 404 ? 'not-found' : 'error', category: null });
      },
    );
    return () => controller.abort();
    // `result.key` is read only to skip a fetch the server already made (seeded first view).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (id === null) return { status: 'not-found', category: null, retry };
  if (result.key !== key) return { status: 'loading', category: null, retry };
  return { status: result.status, category: result.category, retry };
}
