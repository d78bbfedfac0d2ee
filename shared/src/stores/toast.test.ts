import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DURATION, dismissToast, showToast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
  $toasts.set([]);
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('auto-dismisses after 3000 ms by default, then disappears 150 ms later', () => {
    const id = showToast({ type: 'success', message: 'Connection réussi' });
    expect($toasts.get()).toEqual([{ id, type: 'success', message: 'Connection réussi', duration: 3000, leaving: false }]);
    vi.advanceTimersByTime(2999);
    expect($toasts.get()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(149);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('errors stay 5000 ms; explicit durations win', () => {
    showToast({ type: 'error', message: 'boom' });
    showToast({ type: 'info', message: 'quick', duration: TOAST_DURATION.quick });
    vi.advanceTimersByTime(2000);
    expect($toasts.get().map((t) => [t.message, t.leaving])).toEqual([
      ['boom', false],
      ['quick', true],
    ]);
    vi.advanceTimersByTime(3000);
    expect($toasts.get().find((t) => t.message === 'boom')?.leaving).toBe(true);
  });

  it('duration 0 keeps the toast until dismissed by hand', () => {
    const id = showToast({ type: 'info', message: 'sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
    dismissToast(id);
    vi.advanceTimersByTime(150);
    expect($toasts.get()).toHaveLength(0);
  });

  it('manual dismissal cancels the auto-dismiss timer and is idempotent', () => {
    const id = showToast({ type: 'success', message: 'a' });
    const other = showToast({ type: 'success', message: 'b' });
    dismissToast(id);
    dismissToast(id);
    vi.advanceTimersByTime(150);
    expect($toasts.get().map((t) => t.id)).toEqual([other]);
    dismissToast(9999);
  });
});
