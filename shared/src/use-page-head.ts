import { useStore } from '@nanostores/react';
import { useParams } from 'react-router';
import { useDocumentTitle } from './document-title';
import type { PageHeadFn } from './page-seed';
import { $locale } from './stores/locale';

/**
 * A server-rendered page's title and description in the browser, from the very `head` the gateway
 * wrote them with, so the two cannot drift (decision 062). `data` is what that `head` reads, or
 * `null` while the page has not got it yet (the tab's title is then left as it is); a `head` that
 * reads no data is called without it. As with `useDocumentTitle`, a title already in place (the
 * server's) is not written again.
 */
export function usePageHead(head: PageHeadFn<unknown>): void;
export function usePageHead<T>(head: PageHeadFn<T>, data: T | null): void;
export function usePageHead<T>(head: PageHeadFn<T | undefined>, data?: T | null): void {
  const locale = useStore($locale);
  const params = useParams();
  const meta = data === null ? null : head(data, { locale, params });
  useDocumentTitle(meta?.title ?? null, meta?.description);
}
