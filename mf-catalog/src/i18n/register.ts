import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

/** The `catalog` namespace; each page module calls this before its first render (idempotent). */
export function registerCatalogTranslations(): void {
  registerTranslations('catalog', { fr, en });
}
