import { useEffect } from 'react';

// The shop's own title and description in the current language, set by the shell; what a page's leave behind.
let shopMeta: { title: string; description: string } | null = null;

/**
 * The shell's word on the shop's default title and description (at start-up and at each language
 * switch): a page leaving restores them when that is what it found, in the language of the moment.
 */
export function setShopMeta(meta: { title: string; description: string }): void {
  shopMeta = meta;
}

/**
 * The tab title, and the meta description when one is given, while the page is shown; the
 * previous ones come back when it goes. Both are worded in the page's language by the caller.
 * A server-rendered page's title and description are already in its HTML: they are not written
 * again, and the shop's own come back when the page goes, as they do when the page found the
 * shop's own. A `null` title (a page whose data has not come yet) leaves the current one alone.
 */
export function useDocumentTitle(title: string | null, description?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    const restoresShops = previous === title || previous === shopMeta?.title;
    if (previous !== title) document.title = title;
    return () => {
      document.title = restoresShops && shopMeta ? shopMeta.title : previous;
    };
  }, [title]);
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    const restoresShops = previous === description || previous === shopMeta?.description;
    if (previous !== description) meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = restoresShops && shopMeta ? shopMeta.description : previous;
    };
  }, [description]);
}
