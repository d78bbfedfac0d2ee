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
  campaign_text_too_long: { fr: '« %fieldName » : %length caractères ; %max au plus.', en: '"%fieldName": %length characters; %max at most.' },
  campaign_invalid_image: {
    fr: "« %fieldName » : « %value » n'est ni un chemin /media/… ni une adresse https://.",
    en: '"%fieldName": "%value" is neither a /media/… path nor an https:// address.',
  },
  campaign_invalid_color: { fr: '« %fieldName » : « %value » n\'est pas une couleur #RRGGBB.', en: '"%fieldName": "%value" is not a #RRGGBB colour.' },
  campaign_low_contrast: {
    fr: '« %fieldName » : le texte %text sur le fond %background a un contraste de %ratio:1 ; il faut au moins %minimum:1 pour être lisible (WCAG AA).',
    en: '"%fieldName": text %text on background %background has a contrast of %ratio:1; at least %minimum:1 is needed to be readable (WCAG AA).',
  },
  campaign_invalid_date: {
    fr: '« %fieldName » : « %value » n\'est pas une date avec fuseau (ex. 2026-11-27T00:00:00+01:00).',
    en: '"%fieldName": "%value" is not a date with a time zone (e.g. 2026-11-27T00:00:00+01:00).',
  },
  campaign_ends_before_start: {
    fr: '« %fieldName » : la fin (%ends_at) doit être après le début (%starts_at).',
    en: '"%fieldName": the end (%ends_at) must be after the start (%starts_at).',
  },
  campaign_invalid_selection: { fr: '« %fieldName » : valeur invalide « %value ».', en: '"%fieldName": invalid value "%value".' },
  campaign_empty_selection: {
    fr: '« %fieldName » : choisissez les produits de la campagne (catégories, indicateurs, marques, produits ou prix maximum).',
    en: '"%fieldName": choose the campaign\'s products (categories, flags, brands, products or a price cap).',
  },
  campaign_unknown_category: { fr: '« %fieldName » : catégorie inconnue : %value.', en: '"%fieldName": unknown category: %value.' },
  campaign_unknown_brand: { fr: '« %fieldName » : marque inconnue : %value.', en: '"%fieldName": unknown brand: %value.' },
  campaign_unknown_sku: { fr: '« %fieldName » : référence de produit inconnue : %value.', en: '"%fieldName": unknown product sku: %value.' },
  campaign_invalid_sort: { fr: '« %fieldName » : tri invalide « %value ».', en: '"%fieldName": invalid sort "%value".' },
  campaign_invalid_kind: { fr: '« %fieldName » : type de page invalide « %value ».', en: '"%fieldName": invalid page kind "%value".' },
  campaign_invalid_state: { fr: '« %fieldName » : état invalide « %value » (brouillon ou programmée).', en: '"%fieldName": invalid state "%value" (draft or scheduled).' },
  campaign_image_unreadable: {
    fr: '« %fieldName » : ce fichier n\'est pas une image lisible (JPEG, PNG, WebP ou AVIF).',
    en: '"%fieldName": this file is not a readable image (JPEG, PNG, WebP or AVIF).',
  },
  campaign_image_too_small: {
    fr: '« %fieldName » : image de %width × %height px ; il faut au moins %minimum px de côté.',
    en: '"%fieldName": the image is %width × %height px; at least %minimum px on each side is needed.',
  },
  campaign_image_too_large: {
    fr: '« %fieldName » : fichier de %size Mo ; %maximum Mo au plus.',
    en: '"%fieldName": the file is %size MB; %maximum MB at most.',
  },
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

/**
 * The form's words for each field a refusal names: the message says « Titre (anglais) », not
 * `title.en`. The machine name travels beside it as `field`, for the editor to mark the input.
 */
export const FIELD_LABELS: Record<string, { fr: string; en: string }> = {
  slug: { fr: 'Adresse', en: 'Address' },
  kind: { fr: 'Type de page', en: 'Page kind' },
  state: { fr: 'État', en: 'State' },
  'title.fr': { fr: 'Titre (français)', en: 'Title (French)' },
  'title.en': { fr: 'Titre (anglais)', en: 'Title (English)' },
  'text.fr': { fr: 'Texte (français)', en: 'Text (French)' },
  'text.en': { fr: 'Texte (anglais)', en: 'Text (English)' },
  hero_image: { fr: 'Image principale', en: 'Hero image' },
  'colors.background': { fr: 'Couleur de fond', en: 'Background colour' },
  'colors.text': { fr: 'Couleur du texte', en: 'Text colour' },
  'colors.accent': { fr: "Couleur d'accent", en: 'Accent colour' },
  starts_at: { fr: 'Début', en: 'Start' },
  ends_at: { fr: 'Fin', en: 'End' },
  selection: { fr: 'Sélection de produits', en: 'Product selection' },
  'selection.categories': { fr: 'Catégories', en: 'Categories' },
  'selection.flags': { fr: 'Indicateurs', en: 'Flags' },
  'selection.brands': { fr: 'Marques', en: 'Brands' },
  'selection.skus': { fr: 'Produits', en: 'Products' },
  'selection.max_price': { fr: 'Prix maximum (FCFA)', en: 'Price cap (FCFA)' },
  'selection.max_percent_off': { fr: 'Remise maximum (%)', en: 'Discount cap (%)' },
  'selection.hours': { fr: 'Heures folles', en: 'Crazy hours' },
  sort: { fr: 'Tri', en: 'Sort' },
};
