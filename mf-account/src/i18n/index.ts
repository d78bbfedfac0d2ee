import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

/** Imported by every page module, so the `account` namespace exists before the first render. */
export const NS = 'account';

registerTranslations(NS, { fr, en });
