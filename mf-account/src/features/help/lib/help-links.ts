/**
 * The customer area's help: pages of the help centre and the after-sales contact, served by the
 * promotions remote (linked by path, never imported). `key` is the label under `help.links.`.
 */
export const HELP_LINKS: readonly { path: string; key: string }[] = [
  { path: '/centre-daide/suivre-votre-commande', key: 'track' },
  { path: '/centre-daide/retrait-et-livraison', key: 'pickup' },
  { path: '/centre-daide/annuler-des-commandes', key: 'cancel' },
  { path: '/centre-daide/retour-et-remboursement', key: 'returns' },
  { path: '/centre-daide/payer-votre-commande', key: 'pay' },
  { path: '/centre-daide', key: 'centre' },
];

/** After-sales service: repairs and guarantee claims, with its contact form. */
export const AFTER_SALES_PATH = '/contact-service-apres-vente';
export const CONTACT_PATH = '/contact';
