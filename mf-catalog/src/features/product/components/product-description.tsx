import { useEffect, useState } from 'react';
import { loadSanitizer, Skeleton } from '@shop/shared';

/**
 * Product HTML comes from the catalogue's editors: it is sanitised (shared's DOMPurify, loaded on
 * demand) before it reaches the DOM. Until then, and if the sanitiser cannot load, nothing unsafe
 * is shown.
 */
export function ProductDescription({ html, testId }: { html: string; testId?: string }) {
  const [safe, setSafe] = useState<{ source: string; html: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadSanitizer().then(
      (sanitize) => {
        if (live) setSafe({ source: html, html: sanitize(html) });
      },
      (error: unknown) => {
        console.error('[catalog] sanitizer unavailable', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [html]);
  if (failed) return null;
  if (!safe || safe.source !== html) return <Skeleton lines={3} />;
  // oxlint-disable-next-line react/no-danger -- sanitised just above
  return <div className="catalog-richtext" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe.html }} />;
}
