import { i18n, showToast } from '@shop/shared';
import { ALLOWED_EXTERNAL_HOSTS, judgeNavigation } from './lib/external-navigation';

/**
 * One delegated click listener for every bundle's links: a link leaving the shop for a host
 * that is not on the allow-list is not followed, the shopper is told, and it is logged.
 */
export function installExternalNavigationGuard(doc: Document = document, allowList: readonly string[] = ALLOWED_EXTERNAL_HOSTS): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href') ?? '';
    if (judgeNavigation(href, doc.location.origin, allowList) !== 'refused') return;
    event.preventDefault();
    console.warn(`[shell] external navigation refused: ${href}`);
    showToast({ type: 'error', message: i18n.t('shell:external_link_refused') });
  };
  // Capture phase: runs before a router's own click handler can start a navigation.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
