import type { i18n as I18n } from 'i18next';

type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** Options a result can be kept by: none, a default value, or a flat object of plain values (count, interpolation). */
function plainOptions(options: unknown): boolean {
  if (options === undefined || typeof options === 'string') return true;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  return Object.values(options).every((value) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value));
}

/**
 * Keeps the strings `t` returns, by language, namespaces, key and options, until a bundle is
 * added or removed (a remote's version loads its texts). The gateway renders every page with one
 * i18next instance, and each `t` call of i18next 27 copies the whole options object and resolves
 * the key through namespaces and fallbacks anew: about a sixth of an uncached product render's
 * CPU went to the same few hundred strings. Server only: the browser renders a page once.
 * Results that are not strings (`returnObjects`) and calls with non-plain options (a selector
 * key, an object to interpolate) are not kept.
 */
export function memoiseTranslations(i18n: I18n): void {
  const kept = new Map<string, string>();
  const forget = () => kept.clear();
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => Translate & Record<string, unknown>;
  i18n.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions: unknown) => {
    const t = getFixedT(lng, ns, keyPrefix, fixedOptions);
    const scope = JSON.stringify([lng, ns, keyPrefix ?? null, fixedOptions ?? null]);
    const memoised: Translate = (key, options, ...rest) => {
      if (typeof key !== 'string' || typeof keyPrefix === 'function' || rest.length > 0 || !plainOptions(options)) return t(key, options, ...rest);
      const id = `${i18n.language}\u0000${scope}\u0000${key}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
      const known = kept.get(id);
      if (known !== undefined) return known;
      const result = t(key, options);
      if (typeof result === 'string') {
        // Bounded: keys are the bundles' and options mostly counts and names, but not all.
        if (kept.size >= 20_000) kept.clear();
        kept.set(id, result);
      }
      return result;
    };
    // react-i18next and callers read the fixed language, namespaces and prefix off the function.
    return Object.assign(memoised, { lng: t['lng'], lngs: t['lngs'], ns: t['ns'], keyPrefix: t['keyPrefix'] });
  }) as never;
}
