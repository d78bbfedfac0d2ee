import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import commonFr from '../../../shared/src/i18n/fr.json';
import { PAYMENT_METHODS } from '../features/checkout/lib/form';
import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

/** i18next plural forms: `item_count` is present when `item_count_one` / `item_count_other` are. */
function has(all: Set<string>, key: string): boolean {
  return all.has(key) || all.has(`${key}_one`) || all.has(`${key}_other`);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('cart translations', () => {
  const frKeys = new Set(keys(fr));
  const commonKeys = new Set(keys(commonFr));

  it('has the same keys in fr and en, none empty', () => {
    expect(keys(en).toSorted()).toEqual(keys(fr).toSorted());
    const texts = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
    expect([...texts(fr), ...texts(en)].filter((text) => text.trim() === '')).toEqual([]);
  });

  it('has every literal key the code asks for', () => {
    const missing: string[] = [];
    for (const file of sources(join(import.meta.dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z_.:]+)'/g)) {
        const key = match[1]!;
        const [ns, bare] = key.includes(':') ? (key.split(':') as [string, string]) : ['cart', key];
        const ok = ns === 'common' ? has(commonKeys, bare) : ns === 'cart' && has(frKeys, bare);
        if (!ok) missing.push(`${file.split('/src/')[1]}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the keys built at run time and the spec wordings', () => {
    for (const code of PAYMENT_METHODS) expect(frKeys.has(`checkout.pay_${code}`)).toBe(true);
    for (const status of ['formal', 'informal']) expect(frKeys.has(`installment.status_${status}_detail`)).toBe(true);
    for (const code of ['price_invalid', 'months_invalid', 'percent_invalid', 'too_expensive_for_daily']) expect(frKeys.has(`installment.error_${code}`)).toBe(true);
    for (const key of ['checkout.delay_hours', 'checkout.delay_minutes', 'checkout.delay_days', 'checkout.pickup_delay']) expect(frKeys.has(key)).toBe(true);
    expect(fr.checkout.seller_code_saved).toBe('Code appliqué avec succèss');
    expect(fr.no_coupon).toBe('aucune commande');
    expect(fr.add_failed).toBe("Ce produit n'a pas pu être ajouté a votre panier. Veuillez re-essayer");
  });
});
