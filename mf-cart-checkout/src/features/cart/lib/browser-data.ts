/**
 * Pages whose data this browser keeps (the cart's id in local storage, the order this tab placed
 * in session storage) have nothing to load on the server: their loaders answer `undefined` there,
 * so a server-rendered page goes out with its skeleton, carries no seed, and the browser runs the
 * loader itself (`usePageData` runs a loader that came without a seed).
 */
export function inThisBrowser<T>(load: () => Promise<T>): Promise<T | undefined> {
  return typeof window === 'undefined' ? Promise.resolve(undefined) : load();
}
