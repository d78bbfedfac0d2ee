/** Types that several modules need; kept apart so that no two modules import each other. */
export { LOCALES, type Locale } from './contracts/locales';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastInput {
  type: ToastType;
  /** Already translated text. */
  message: string;
  /** Milliseconds before auto-dismissal; defaults per type; 0 keeps it until dismissed. */
  duration?: number;
}
