import { defineMessages } from '../http/messages.ts';

export const msg = defineMessages({
  campaign_not_found: { fr: "La page promotionnelle « %slug » n'existe pas.", en: 'The promotion page "%slug" does not exist.' },
  campaign_slug_taken: { fr: "L'adresse « %slug » est déjà utilisée par une autre campagne.", en: 'The address "%slug" is already used by another campaign.' },
  campaign_invalid_slug: {
    fr: "Adresse de campagne invalide « %slug » : lettres, chiffres et tirets, avec au plus un « / » (ex. black-friday/brand-days).",
    en: 'Invalid campaign address "%slug": letters, digits and dashes, with at most one "/" (e.g. black-friday/brand-days).',
  },
  campaign_route_taken: {
    fr: "L'adresse « %slug » est déjà une page de la boutique : « %route », servie par %owner. Choisissez une autre adresse.",
    en: 'The address "%slug" is already a page of the shop: "%route", served by %owner. Choose another address.',
  },
  campaign_reserved_slug: { fr: "L'adresse « %slug » est réservée à la boutique.", en: 'The address "%slug" is reserved for the shop.' },
  campaign_text_too_long: { fr: 'Le champ « %fieldName » dépasse %max caractères.', en: 'The field "%fieldName" is longer than %max characters.' },
  campaign_invalid_image: {
    fr: "L'image doit être un chemin /media/… ou une adresse https://.",
    en: 'The image must be a /media/… path or an https:// address.',
  },
  campaign_invalid_color: { fr: 'Couleur invalide pour « %fieldName » : format #RRGGBB attendu.', en: 'Invalid colour for "%fieldName": #RRGGBB expected.' },
  campaign_invalid_date: {
    fr: 'Date invalide pour « %fieldName » : format ISO 8601 avec fuseau attendu (ex. 2026-11-27T00:00:00+01:00).',
    en: 'Invalid date for "%fieldName": ISO 8601 with a time zone expected (e.g. 2026-11-27T00:00:00+01:00).',
  },
  campaign_ends_before_start: { fr: 'La fin de la campagne doit être après son début.', en: 'The campaign must end after it starts.' },
  campaign_invalid_selection: { fr: 'Sélection de produits invalide : « %fieldName ».', en: 'Invalid product selection: "%fieldName".' },
  campaign_empty_selection: {
    fr: 'Choisissez les produits de la campagne : catégories, indicateurs, marques, références ou prix maximum.',
    en: "Choose the campaign's products: categories, flags, brands, skus or a price cap.",
  },
  campaign_invalid_sort: { fr: 'Tri invalide.', en: 'Invalid sort.' },
  campaign_invalid_kind: { fr: 'Type de page invalide : « campaign » ou « brand ».', en: 'Invalid page kind: "campaign" or "brand".' },
  campaign_invalid_category: { fr: 'Catégorie invalide.', en: 'Invalid category.' },
  campaign_admin_required: {
    fr: "Identifiant d'administration des campagnes manquant ou invalide.",
    en: 'Missing or invalid campaign administration credential.',
  },
  campaign_admin_disabled: {
    fr: "L'administration des campagnes n'est pas configurée sur ce serveur.",
    en: 'Campaign administration is not configured on this server.',
  },
  campaign_invalid_page: { fr: 'Numéro de page invalide.', en: 'Invalid page number.' },
});
