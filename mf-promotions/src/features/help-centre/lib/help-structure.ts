import type { TopicSlug } from './topic-slugs';

/** Overview groups; the account group has no child page, it points at the customer area. */
export type GroupId = 'order' | 'pay' | 'delivery' | 'returns' | 'aftersales' | 'account';

export interface TopicGroup {
  id: GroupId;
  topics: readonly TopicSlug[];
}

export const GROUPS: readonly TopicGroup[] = [
  { id: 'order', topics: ['passer-une-commande', 'annuler-des-commandes', 'bon-dachat'] },
  { id: 'pay', topics: ['paiement', 'payer-votre-commande'] },
  { id: 'delivery', topics: ['retrait-et-livraison', 'suivre-votre-commande'] },
  { id: 'returns', topics: ['retour-et-remboursement', 'faire-un-retour-de-commande'] },
  { id: 'aftersales', topics: ['sav-et-reparation', 'services'] },
  { id: 'account', topics: [] },
];

/** Store pages the help text refers to (owned by other remotes; linked by path only). */
export const STORE_LINKS = {
  cart: '/cart',
  checkout: '/checkout',
  installments: '/paiement-en-tranche',
  shippingSimulator: '/shipping-cost-simulator',
  orders: '/customer/orders',
  contact: '/contact',
  orderByPhone: '/commandez-par-telephone',
  agencies: '/nos-showrooms',
  returnPolicy: '/politique-de-retour',
  afterSalesContact: '/contact-service-apres-vente',
  account: '/customer/account',
  addresses: '/customer/address',
  favorites: '/customer/favorites',
  passwordReset: '/password-reset',
  deleteAccount: '/delete-account',
} as const;

export type StoreLink = keyof typeof STORE_LINKS;

export const RELATED: Record<TopicSlug, readonly StoreLink[]> = {
  blog: ['installments', 'cart'],
  paiement: ['installments', 'checkout', 'cart'],
  services: ['installments', 'orderByPhone', 'agencies', 'afterSalesContact'],
  'bon-dachat': ['cart', 'checkout', 'contact'],
  'sav-et-reparation': ['afterSalesContact', 'orders', 'agencies'],
  'passer-une-commande': ['cart', 'checkout', 'orderByPhone', 'shippingSimulator'],
  'payer-votre-commande': ['checkout', 'installments', 'orders'],
  'retrait-et-livraison': ['shippingSimulator', 'agencies', 'orders', 'checkout'],
  'annuler-des-commandes': ['orders', 'returnPolicy'],
  'suivre-votre-commande': ['orders', 'shippingSimulator'],
  'retour-et-remboursement': ['returnPolicy', 'orders', 'afterSalesContact'],
  'faire-un-retour-de-commande': ['orders', 'returnPolicy', 'agencies'],
};

export const ACCOUNT_LINKS: readonly StoreLink[] = [
  'account',
  'orders',
  'addresses',
  'favorites',
  'passwordReset',
  'deleteAccount',
];
