import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

/** The `promotions` namespace of this remote's texts. */
export const NS = 'promotions';

/** Adds the `promotions` texts; each page module calls this before its first render (idempotent). */
export function registerPromotionsTranslations(): void {
  registerTranslations(NS, { fr, en });
}
