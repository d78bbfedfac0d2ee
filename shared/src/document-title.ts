import { useEffect } from 'react';

// The shop's own description in the current language, set by the shell; what a page's leaves behind.
let shopDescription: string | null = null;

/**
 * The shell's word on the shop's default description (at start-up and at each language switch):
 * a page leaving restores it when that is what it found, in the language of the moment.
 */
export function setShopDescription(text: string): void {
  shopDescription = text;
}

/**
 * The tab title, and the meta description when one is given, while the page is shown; the
 * previous ones come back when it goes. Both are worded in the page's language by the caller.
 * A server-rendered page's description is already in its HTML: it is not written again, and the
 * shop's own comes back when the page goes, as it does when the page found the shop's own.
 */
export function useDocumentTitle(title: string, description?: string | null): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
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
    const restoresShops = previous === description || (shopDescription !== null && previous === shopDescription);
    if (previous !== description) meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = restoresShops && shopDescription !== null ? shopDescription : previous;
    };
  }, [description]);
}
