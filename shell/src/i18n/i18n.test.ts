import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import authEn from './auth.en.json';
import authFr from './auth.fr.json';
import siteEn from './site.en.json';
import siteFr from './site.fr.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe('shell translations', () => {
  it('has the same keys in fr and en', () => {
    expect(keys(en).toSorted()).toEqual(keys(fr).toSorted());
  });

  it('has no empty text', () => {
    const texts = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
    const empty = [...texts(fr), ...texts(en)].filter((text) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the spec wording of the login-required toast and the 404 message', () => {
    expect(fr.login_required).toContain('Vous devez être connecter pour accéder a cette page');
    expect(fr.not_found.message).toBe('Page Not Found: {{path}}');
    expect(en.not_found.title).toBe('Page not found');
  });

  it('has the same sign-in keys in fr and en, none already in the main bundle', () => {
    expect(keys(authEn).toSorted()).toEqual(keys(authFr).toSorted());
    const main = new Set(keys(fr));
    expect(keys(authFr).filter((key) => main.has(key))).toEqual([]);
  });

  it('has the same keys for the operational pages in fr and en', () => {
    expect(keys(siteEn).toSorted()).toEqual(keys(siteFr).toSorted());
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
