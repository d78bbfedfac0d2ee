/**
 * The help centre's topics: the only values its `:topic` route accepts. Kept free of any import so that
 * `expose.ts` (read by the build config in Node) can use it.
 */
export const TOPIC_SLUGS = [
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
] as const;

export type TopicSlug = (typeof TOPIC_SLUGS)[number];

export const HELP_BASE_PATH = '/centre-daide';

/**
 * Validity check of the `:topic` route param: the shell raises a fatal 404 for anything else.
 * Slugs are lower-case letters and dashes only, so they need no regex escaping.
 */
export const TOPIC_PARAM_PATTERN = `^(${TOPIC_SLUGS.join('|')})$`;

export function isTopicSlug(value: string | undefined): value is TopicSlug {
  return value !== undefined && (TOPIC_SLUGS as readonly string[]).includes(value);
}

export function topicPath(slug: TopicSlug): string {
  return `${HELP_BASE_PATH}/${slug}`;
}
