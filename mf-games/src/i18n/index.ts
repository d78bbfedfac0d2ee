import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

/** Imported by every page module, so the `games` namespace exists before the first render. */
export const NS = 'games';

registerTranslations(NS, { fr, en });
