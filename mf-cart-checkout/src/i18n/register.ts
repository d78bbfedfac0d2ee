import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

/** The `cart` namespace; every module that shows a cart text calls this first (idempotent). */
export function registerCartTranslations(): void {
  registerTranslations('cart', { fr, en });
}
