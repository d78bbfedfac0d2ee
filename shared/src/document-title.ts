import { useEffect } from 'react';

/** The tab title while the page is shown; the previous title comes back when it goes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
