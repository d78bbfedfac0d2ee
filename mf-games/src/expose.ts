import type { RouteDef } from '@shop/shared';

/** mf-games' route table: plain data the shell routes from without loading this remote. */
export const routes: RouteDef[] = [
  { path: '/quiz', page: 'quiz' },
  // Wheel of fortune: the current name and the older campaign addresses, one page.
  { path: '/laroue', page: 'wheel' },
  { path: '/roue-de-la-chance', page: 'wheel' },
  { path: '/roue-des-gagnants-old', page: 'wheel' },
  // Whack-a-mole ("René la taupe").
  { path: '/rene-la-taupe', page: 'whack-a-mole' },
  { path: '/jeu-concours/rene-la-taupe', page: 'whack-a-mole' },
  { path: '/jeu-concours/tombola', page: 'tombola' },
  { path: '/jeu-concours/grande-tombola', page: 'tombola' },
  // Mystery product, under both campaign names.
  { path: '/jeu-concours/RoueMystere', page: 'mystery' },
  { path: '/jeu-concours/mystery-nights', page: 'mystery' },
  { path: '/chasseautresor', page: 'treasure-hunt' },
  // Football prediction: the AFCON campaign's game page.
  { path: '/can-2024/jeu-can-2024', page: 'prediction' },
];
