/**
 * The only import path of `@shop/shared`. It is a Module Federation singleton, so every store,
 * the bus and the i18n instance exported here exist once per page.
 */
export * from './contracts/routes';
export * from './contracts/loader';
export * from './contracts/wire';
export * from './contracts/pricing';
export * from './contracts/mobile-network';
export * from './use-page-data';
export * from './page-seed';
export * from './use-add-to-cart';
export * from './when-idle';
export * from './types';
export * from './events';
export * from './storage';
export * from './stores/locale';
export * from './stores/session';
export * from './stores/cart';
export * from './stores/cart-service';
export * from './stores/favorites';
export * from './stores/toast';
export * from './stores/flags';
export * from './api/client';
export * from './api/logistics';
export * from './i18n/index';
export * from './format';
export * from './order-status';
export * from './validation';
export * from './constants';
export * from './sanitize';
export * from './locale-path';
export * from './document-title';
export * from './use-page-head';
export * from './low-bandwidth';
export * from './use-phone-proof';
export * from './ui/index';
