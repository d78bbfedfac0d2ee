import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

export const NS = 'mf_seasonal_template';

/** Adds this remote's texts; each page module calls it before its first render (idempotent). */
export function registerSeasonTranslations(): void {
  registerTranslations(NS, { fr, en });
}
