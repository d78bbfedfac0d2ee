/** Types that several modules need; kept apart so that no two modules import each other. */
export { LOCALES, type Locale } from './contracts/locales';

/** @internal (the toast store's) */
export type ToastType = 'success' | 'error' | 'info';

/** @internal (the toast store's and the bus's) */
export interface ToastInput {
  type: ToastType;
  /** Already translated text. */
  message: string;
  /** Milliseconds before auto-dismissal; defaults per type; 0 keeps it until dismissed. */
  duration?: number;
}
