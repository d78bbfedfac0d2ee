import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { RetryImage, retrySrc, retrySrcSet } from './retry-image';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RetryImage', () => {
  it('marks retries so they are new requests', () => {
    expect(retrySrc('/a.svg', 0)).toBe('/a.svg');
    expect(retrySrc('/a.svg', 2)).toBe('/a.svg?retry=2');
    expect(retrySrc('/a.svg?w=1', 1)).toBe('/a.svg?w=1&retry=1');
  });

  it('marks every srcset candidate on a retry, keeping their widths', () => {
    expect(retrySrcSet('/a.svg?w=160 160w, /a.svg 600w', 0)).toBe('/a.svg?w=160 160w, /a.svg 600w');
    expect(retrySrcSet('/a.svg?w=160 160w, /a.svg 600w', 2)).toBe('/a.svg?w=160&retry=2 160w, /a.svg?retry=2 600w');
    expect(retrySrcSet(undefined, 1)).toBeUndefined();
  });

  it('tries again after a failure, 3 times at most, a little later each time', async () => {
    vi.useFakeTimers();
    const { container } = render(<RetryImage src="/m/a.svg" alt="" />);
    const img = () => container.querySelector('img')!;
    for (const attempt of [1, 2, 3]) {
      fireEvent.error(img());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200 * attempt);
      });
      expect(img().getAttribute('src')).toBe(`/m/a.svg?retry=${attempt}`);
    }
    fireEvent.error(img());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(img().getAttribute('src')).toBe('/m/a.svg?retry=3');
  });
});
