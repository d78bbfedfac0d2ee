import { describe, expect, it } from 'vitest';
import { contractProblems, satisfies, signatureOf } from './contract.ts';

const events = `/** comment */
export interface EventMap {
  'cart:item-added': { sku: string; qty: number }; // trailing
  'toast:show': ToastInput;
}
export interface ToastInput { message: string }`;
const stores = `export interface CartState { id: string | null; items: Line[] }
type Line = { sku: string };
export const $cart = map<CartState>({ id: null, items: [] });
export const $locale = atom<'fr' | 'en'>('fr');`;

describe('signatureOf', () => {
  it('lists events and stores with their types, expanding shared declarations', () => {
    const sig = signatureOf([events, stores]);
    expect(sig.events).toEqual({
      'cart:item-added': '{sku:string;qty:number}',
      'toast:show': 'ToastInput where ToastInput={message:string}',
    });
    expect(sig.stores).toEqual({
      $cart: 'map<CartState> where CartState={id:string|null;items:Line[]} Line={sku:string}',
      $locale: "atom<'fr'|'en'>",
    });
    expect(sig.hash).toMatch(/^[0-9a-f]{8}$/);
  });

  it('ignores comments and spacing, but not a changed field deep in a store type', () => {
    const base = signatureOf([events, stores]);
    expect(signatureOf([events.replace('// trailing', ''), stores.replace(/\n/g, '\n\n  ')]).hash).toBe(base.hash);
    expect(signatureOf([events, stores.replace('sku: string', 'sku: number')]).stores['$cart']).not.toBe(base.stores['$cart']);
  });
});

describe('contractProblems', () => {
  const live = signatureOf([events, stores]);
  it('reports renamed and retyped names, and stores the shell lacks', () => {
    const renamed = signatureOf([events.replace('cart:item-added', 'cart:line-added'), stores]);
    // A rename is a removal for whoever still uses the old name; the new event name alone is harmless.
    expect(contractProblems(live, renamed, 'shell@1', true)).toEqual(['event "cart:item-added" used by shell@1 is missing']);
    const retyped = signatureOf([events.replace('qty: number', 'qty: string'), stores]);
    expect(contractProblems(live, retyped, 'mf-b@1', false)).toEqual(['event "cart:item-added" differs from mf-b@1: {sku:string;qty:number} ≠ {sku:string;qty:string}']);
    const added = signatureOf([events, `${stores}\nexport const $wishlist = atom<string[]>([]);`]);
    expect(contractProblems(live, added, 'shell@1', true)).toEqual(['store "$wishlist" does not exist in shell@1\'s shared (release the shell first)']);
    expect(contractProblems(live, added, 'mf-a@1', false)).toEqual([]);
    expect(contractProblems(live, live, 'shell@1', true)).toEqual([]);
  });
});

describe('satisfies', () => {
  it('reads the caret and exact ranges the builds write', () => {
    expect(satisfies('1.2.0', '^1.2.0')).toBe(true);
    expect(satisfies('1.3.1', '^1.2.0')).toBe(true);
    expect(satisfies('1.1.0', '^1.2.0')).toBe(false);
    expect(satisfies('2.0.0', '^1.2.0')).toBe(false);
    expect(satisfies('0.2.5', '^0.2.1')).toBe(true);
    expect(satisfies('0.3.0', '^0.2.1')).toBe(false);
    expect(satisfies('1.2.0', '1.2.0')).toBe(true);
    expect(satisfies('1.2.0', '>=1.0.0')).toBe(false);
  });
});
