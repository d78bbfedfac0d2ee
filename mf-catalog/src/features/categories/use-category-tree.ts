import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, notifyApiError, toApiError, usePageSeed } from '@shop/shared';
import { fetchMenuCategories } from '../../api/categories';
import { buildCategoryTree, type CategoryNode } from './lib/category-tree';

export type TreeStatus = 'loading' | 'ready' | 'error';

/** A server-rendered page's menu tree (home's tiles), so the hydrated page does not fetch it again. */
export interface CategoryTreeSeed {
  categoryTree?: CategoryNode[];
}

/** For a route loader: the menu tree, or nothing when it could not be read (the browser then fetches it). */
export async function loadCategoryTreeSeed(signal: AbortSignal): Promise<CategoryTreeSeed> {
  try {
    return { categoryTree: buildCategoryTree((await fetchMenuCategories(signal)).items ?? []) };
  } catch {
    return {};
  }
}

/** The menu categories as a tree, reloaded in the new language after a switch. */
export function useCategoryTree(): { status: TreeStatus; tree: CategoryNode[]; retry: () => void } {
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const key = `${locale}|${attempt}`;
  // Server-rendered first view: the tree came with the page.
  const seed = usePageSeed<CategoryTreeSeed>()?.categoryTree;
  const [result, setResult] = useState<{ key: string; tree: CategoryNode[] | null }>(() => (seed ? { key, tree: seed } : { key: '', tree: null }));

  useEffect(() => {
    if (result.key === key) return;
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
    // `result.key` is read only to skip a fetch the server already made (seeded first view).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (result.key !== key) return { status: 'loading', tree: [], retry };
  return result.tree ? { status: 'ready', tree: result.tree, retry } : { status: 'error', tree: [], retry };
}
