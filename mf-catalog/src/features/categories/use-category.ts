import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, toApiError } from '@shop/shared';
import { fetchCategory } from '../../api/categories';
import type { MagentoCategory } from '../../api/types';

export type CategoryStatus = 'loading' | 'ready' | 'not-found' | 'error';

/** One category's record (its name), per language; a 404 or a slug without id is "not found". */
export function useCategory(id: number | null): { status: CategoryStatus; category: MagentoCategory | null; retry: () => void } {
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const key = `${id}|${locale}|${attempt}`;
  const [result, setResult] = useState<{ key: string; status: CategoryStatus; category: MagentoCategory | null }>({
    key: '',
    status: 'loading',
    category: null,
  });

  useEffect(() => {
    if (id === null) return;
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
  }, [id, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (id === null) return { status: 'not-found', category: null, retry };
  if (result.key !== key) return { status: 'loading', category: null, retry };
  return { status: result.status, category: result.category, retry };
}
