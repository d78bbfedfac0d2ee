import { registerTranslations } from '@shop/shared';
import en from './en.json';
import fr from './fr.json';

export const SHELL_NS = 'shell';

export function registerShellTranslations(): void {
  registerTranslations(SHELL_NS, { fr, en });
}
