import { atom } from 'nanostores';
import type { ToastInput, ToastType } from '../types';

export type { ToastInput, ToastType } from '../types';

/** 3000 ms by default, 2000 for quick actions, 5000 for errors and loads. */
export const TOAST_DURATION = { default: 3000, quick: 2000, error: 5000, load: 5000 } as const;
/** A dismissed toast disappears 150 ms later (room for the exit animation). */
const TOAST_HIDE_DELAY = 150;

interface Toast {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  /** Set on dismissal; the toast is removed TOAST_HIDE_DELAY ms later. */
  leaving: boolean;
}

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(input: ToastInput): number {
  const id = nextId++;
  const duration =
    input.duration ?? (input.type === 'error' ? TOAST_DURATION.error : TOAST_DURATION.default);
  $toasts.set([...$toasts.get(), { id, type: input.type, message: input.message, duration, leaving: false }]);
  if (duration > 0) timers.set(id, setTimeout(() => dismissToast(id), duration));
  return id;
}

/** @internal (the Toaster's close button) */
export function dismissToast(id: number): void {
  const toast = $toasts.get().find((t) => t.id === id);
  if (!toast || toast.leaving) return;
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  $toasts.set($toasts.get().map((t) => (t.id === id ? { ...t, leaving: true } : t)));
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      $toasts.set($toasts.get().filter((t) => t.id !== id));
    }, TOAST_HIDE_DELAY),
  );
}
