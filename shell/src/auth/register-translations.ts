import { registerTranslations } from '@shop/shared';
import en from '../i18n/auth.en.json';
import fr from '../i18n/auth.fr.json';

/**
 * The sign-in texts travel with the sign-in pages (lazy chunk), merged into the `shell`
 * namespace, so the first load of every other page does not carry them.
 */
export function registerAuthTranslations(): void {
  registerTranslations('shell', { fr, en });
}
