import { describe, expect, it } from 'vitest';
import { routes } from '../../../expose';
import { TOPIC_PARAM_PATTERN, TOPIC_SLUGS, isTopicSlug } from './topic-slugs';

const SPEC_CHILDREN = [
  'blog',
  'paiement',
  'services',
  'bon-dachat',
  'sav-et-reparation',
  'passer-une-commande',
  'payer-votre-commande',
  'retrait-et-livraison',
  'annuler-des-commandes',
  'suivre-votre-commande',
  'retour-et-remboursement',
  'faire-un-retour-de-commande',
];

describe('help topic validity check', () => {
  const route = routes.find((r) => r.path === '/centre-daide/:topic');
  const source = route?.params?.topic ?? '';

  it('is the pattern the route table publishes', () => {
    expect(source).toBe(TOPIC_PARAM_PATTERN);
    expect(TOPIC_SLUGS.toSorted()).toEqual(SPEC_CHILDREN.toSorted());
  });

  // Tested both raw and the way the shell compiles it (wrapped in ^(?:…)$).
  it.each([new RegExp(source), new RegExp(`^(?:${source})$`)])('accepts the twelve children (%s)', (re) => {
    expect(SPEC_CHILDREN.filter((slug) => !re.test(slug))).toEqual([]);
  });

  it.each([new RegExp(source), new RegExp(`^(?:${source})$`)])('rejects anything else (%s)', (re) => {
    const bad = ['', 'foo', 'Paiement', 'paiement2', 'xpaiement', 'blog/1', 'paiement|blog', 'centre-daide', 'bon-d-achat', ' blog'];
    expect(bad.filter((value) => re.test(value))).toEqual([]);
  });

  it('isTopicSlug agrees', () => {
    expect(SPEC_CHILDREN.every((s) => isTopicSlug(s))).toBe(true);
    expect(isTopicSlug(undefined)).toBe(false);
    expect(isTopicSlug('toString')).toBe(false);
  });

  it('serves the overview and the webview page too', () => {
    expect(routes.find((r) => r.path === '/centre-daide')?.page).toBe('help-centre');
    expect(routes.find((r) => r.path === '/mobile/pages/centre-daide')?.layout).toBe('webview');
  });
});
