// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it keeps onerror): sanitising is checked in jsdom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ProductDescription } from './product-description';

const HOSTILE =
  '<div class="x"><p style="position:fixed;inset:0">Coton</p><script>window.hacked=1</script><img src=x onerror="window.hacked=1"><style>body{display:none}</style></div>';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `enter()` reports every observed node in view. */
function stubObserver() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        callbacks.push(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      disconnect() {}
    },
  );
  return { enter: () => act(() => callbacks.forEach((c) => c())) };
}

describe('ProductDescription', () => {
  it('renders plain formatting at once (no sanitiser needed)', () => {
    render(<ProductDescription html="<p>Écran 6,6&quot; <strong>5000 mAh</strong></p>" testId="d" />);
    expect(screen.getByTestId('d').innerHTML).toBe('<p>Écran 6,6" <strong>5000 mAh</strong></p>');
  });

  it('keeps other markup as a placeholder until near the screen, then shows it sanitised (no script, handler or style)', async () => {
    const observer = stubObserver();
    const { container } = render(<ProductDescription html={HOSTILE} testId="d" />);
    expect(screen.queryByTestId('d')).toBeNull();
    expect(container.querySelector('.catalog-richtext--pending')).not.toBeNull();
    observer.enter();
    const html = (await screen.findByTestId('d')).innerHTML;
    expect(html).toContain('Coton');
    expect(html).not.toMatch(/script|onerror|style|hacked/);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
