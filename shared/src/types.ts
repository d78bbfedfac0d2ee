/** Types that several modules need; kept apart so that no two modules import each other. */
export type Locale = 'fr' | 'en';

export const LOCALES: readonly Locale[] = ['fr', 'en'];

export type ToastType = 'success' | 'error' | 'info';

export interface ToastInput {
  type: ToastType;
  /** Already translated text. */
  message: string;
  /** Milliseconds before auto-dismissal; defaults per type (spec §9); 0 keeps it until dismissed. */
  duration?: number;
}
