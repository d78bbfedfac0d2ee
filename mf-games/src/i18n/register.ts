import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

/** The `games` namespace of this remote's texts. */
export const NS = 'games';

/** Adds the `games` texts; each page module calls this before its first render (idempotent). */
export function registerGamesTranslations(): void {
  registerTranslations(NS, { fr, en });
}
