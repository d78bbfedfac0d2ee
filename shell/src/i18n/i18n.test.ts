import { describe, expect, it } from 'vitest';
import fr from './fr.json';
import authFr from './auth.fr.json';
import siteFr from './site.fr.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe('shell translations', () => {
  // Both files merge into the `shell` namespace: a key in both would silently overwrite.
  it('has no sign-in key already in the main bundle', () => {
    const main = new Set(keys(fr));
    expect(keys(authFr).filter((key) => main.has(key))).toEqual([]);
  });

  it('has no operational-page key already in the main or sign-in bundle', () => {
    const main = new Set([...keys(fr), ...keys(authFr)]);
    expect(keys(siteFr).filter((key) => main.has(key))).toEqual([]);
  });

  it('keeps the spec wording of the sign-in toasts', () => {
    expect(authFr.auth.login_success).toBe('Connection réussi');
    expect(authFr.auth.signup_success).toBe('Création de compte réussi');
    expect(authFr.auth.reset_success).toBe('Mot de passe modifier avec succèss');
    expect(fr.logged_out).toBe('Vous avez été deconnecté avec succèss');
  });
});
