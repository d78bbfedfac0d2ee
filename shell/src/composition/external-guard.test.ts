import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '@shop/shared';
import { registerShellTranslations } from '../i18n';
import { installExternalNavigationGuard } from './external-guard';

registerShellTranslations();

function click(href: string): MouseEvent {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = 'link';
  document.body.append(anchor);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  anchor.dispatchEvent(event);
  anchor.remove();
  return event;
}

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  $toasts.set([]);
});

describe('installExternalNavigationGuard', () => {
  it('stops a link to a host off the allow-list, says so and logs it', () => {
    uninstall = installExternalNavigationGuard(document, ['wa.me']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(click('https://evil.example/').defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example/'));
    expect($toasts.get()).toHaveLength(1);
    warn.mockRestore();
  });

  it('lets in-shop and allowed links through', () => {
    uninstall = installExternalNavigationGuard(document, ['wa.me']);
    expect(click('/cart').defaultPrevented).toBe(false);
    expect(click('https://wa.me/237690000001').defaultPrevented).toBe(false);
    expect($toasts.get()).toHaveLength(0);
  });
});
