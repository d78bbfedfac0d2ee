import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@shop/shared';
import { isInternalHref } from '../lib/info-paths';

/**
 * Sanitised page HTML. Its links to other shop pages are followed by the router (no full reload,
 * and the shopper's language prefix is kept); other links behave as links.
 */
export function RichContent({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? null;
    if (!anchor || !isInternalHref(href) || anchor.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(localePath(href));
  };
  return (
    // The click handler only upgrades real links (keyboard activation sends a click too).
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="ip-content" data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
