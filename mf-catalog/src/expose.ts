import type { RouteDef } from '@shop/shared/contracts/routes';

/** Route table (plain data, published with each build); every `page` is `src/routes/<page>.tsx`. */
export const routes: RouteDef[] = [
  { path: '/', page: 'home' },
  { path: '/search', page: 'search' },
  { path: '/categorie', page: 'categories' },
  // Architecture: mf-catalog also owns /categories-layout, the same directory.
  { path: '/categories-layout', page: 'categories' },
  // /category/{slug-with-numeric-id} and /category/{id}; anything else is a 404.
  { path: '/category/:slug', page: 'category', params: { slug: '(?:[A-Za-z0-9_.~%-]+-)?[0-9]{1,9}' } },
  // /product/{url_key}-{id} and /product/{id}.
  { path: '/product/:slug', page: 'product', params: { slug: '(?:[A-Za-z0-9_.~%-]+-)?[0-9]{1,9}' } },
];
