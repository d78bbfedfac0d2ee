import { useEffect } from 'react';

/** Sets the tab title while the page is shown; the next page sets its own on arrival. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
