import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, notifyApiError, toApiError } from '@shop/shared';
import { fetchMenuCategories } from '../../api/categories';
import { buildCategoryTree, type CategoryNode } from './lib/category-tree';

export type TreeStatus = 'loading' | 'ready' | 'error';

/** The menu categories as a tree, reloaded in the new language after a switch. */
export function useCategoryTree(): { status: TreeStatus; tree: CategoryNode[]; retry: () => void } {
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const key = `${locale}|${attempt}`;
  const [result, setResult] = useState<{ key: string; tree: CategoryNode[] | null }>({ key: '', tree: null });

  useEffect(() => {
    const controller = new AbortController();
    fetchMenuCategories(controller.signal).then(
      (answer) => setResult({ key, tree: buildCategoryTree(answer.items ?? []) }),
      (error: unknown) => {
        if (controller.signal.aborted || toApiError(error).kind === 'aborted') return;
        notifyApiError(error);
        setResult({ key, tree: null });
      },
    );
    return () => controller.abort();
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (result.key !== key) return { status: 'loading', tree: [], retry };
  return result.tree ? { status: 'ready', tree: result.tree, retry } : { status: 'error', tree: [], retry };
}
