import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

/** The `account` namespace of this remote's texts. */
export const NS = 'account';

/** Adds the `account` texts; each page module calls this before its first render (idempotent). */
export function registerAccountTranslations(): void {
  registerTranslations(NS, { fr, en });
}
