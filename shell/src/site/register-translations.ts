import { registerTranslations } from '@shop/shared';
import en from '../i18n/site.en.json';
import fr from '../i18n/site.fr.json';

/** Texts of /healthcheck and /gtm, loaded with those pages only, in the `shell` namespace. */
export function registerSiteTranslations(): void {
  registerTranslations('shell', { fr, en });
}
