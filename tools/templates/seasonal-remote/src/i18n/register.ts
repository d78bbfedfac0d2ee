import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

export const NS = 'mf_seasonal_template';

// Side effect on import: every page module imports this file, so its strings exist before its
// first render, whichever page of this remote is opened first.
registerTranslations(NS, { fr, en });
