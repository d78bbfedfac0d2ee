import { useEffect, useState } from 'react';
import { loadSanitizer, Skeleton } from '@shop/shared';
import { isPlainMarkup } from '../lib/plain-markup';
import { useNearScreen } from '../use-near-screen';

/**
 * Product HTML comes from the catalogue's editors: it is sanitised (shared's DOMPurify) before it
 * reaches the DOM. Markup made only of bare formatting tags needs no sanitiser (`isPlainMarkup`):
 * it is rendered at once, on the server too. Anything else keeps a placeholder of fixed height on
 * the server and during hydration, and DOMPurify (10 KB) is fetched only when the region comes
 * near the screen, so a product page's first load does without it. Until then, and if the
 * sanitiser cannot load, nothing unsafe is shown.
 */
export function ProductDescription({ html, testId }: { html: string; testId?: string }) {
  if (isPlainMarkup(html)) return <RichText html={html} testId={testId} />;
  return <SanitizedDescription html={html} testId={testId} />;
}

function RichText({ html, testId }: { html: string; testId?: string }) {
  // oxlint-disable-next-line react/no-danger -- plain markup or sanitised by the caller
  return <div className="catalog-richtext" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

function SanitizedDescription({ html, testId }: { html: string; testId?: string }) {
  const { ref: nearRef, near } = useNearScreen<HTMLDivElement>();
  const [safe, setSafe] = useState<{ source: string; html: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!near) return;
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
  }, [html, near]);
  if (failed) return null;
  if (!safe || safe.source !== html) {
    return (
      <div ref={nearRef} className="catalog-richtext catalog-richtext--pending">
        <Skeleton lines={3} />
      </div>
    );
  }
  return <RichText html={safe.html} testId={testId} />;
}
