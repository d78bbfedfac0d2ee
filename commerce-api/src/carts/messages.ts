import { defineMessages } from '../http/messages.ts';

export const msg = defineMessages({
  cart_not_found: { fr: "Aucun panier avec l'identifiant %cartId", en: 'No such entity with cartId = %cartId' },
  customer_cart_not_found: { fr: "Aucun panier actif pour ce client", en: 'No such entity with customerId = %customerId' },
  cart_item_not_found: { fr: "L'article %itemId n'existe pas dans le panier", en: "The %itemId Cart doesn't contain this item." },
  cart_empty: { fr: 'Le panier est vide.', en: "The cart doesn't contain products." },
  qty_invalid: {
    fr: 'La quantité doit être un nombre entier compris entre 1 et %max.',
    en: 'The quantity must be a whole number between 1 and %max.',
  },
  qty_not_available: {
    fr: "La quantité demandée pour « %sku » n'est pas disponible (%available en stock).",
    en: 'The requested qty of "%sku" is not available (%available in stock).',
  },
  product_out_of_stock: {
    fr: "Le produit « %sku » est en rupture de stock.",
    en: 'Product "%sku" that you are trying to add is not available.',
  },
  price_on_request: {
    fr: 'Le prix de « %sku » est sur demande : faites une demande de devis.',
    en: 'The price of "%sku" is on request: please ask for a quote.',
  },
  option_required: {
    fr: "L'option « %option » est obligatoire.",
    en: 'The option "%option" is required.',
  },
  option_invalid: { fr: "L'option choisie n'existe pas pour ce produit.", en: "The chosen option doesn't exist for this product." },
  flash_sale_one_per_customer: {
    fr: "Vente flash : 1 par client. Vous ne pouvez acheter cet article qu'une seule fois à ce prix.",
    en: 'Flash sale: 1 per customer. You can buy this item only once at this price.',
  },
  flash_sale_already_bought: {
    fr: 'Vente flash : 1 par client. Vous avez déjà commandé cet article à ce prix.',
    en: 'Flash sale: 1 per customer. You have already ordered this item at this price.',
  },
  coupon_invalid: {
    fr: "Le code promo « %coupon » n'est pas valide.",
    en: 'The coupon code "%coupon" isn\'t valid. Verify the code and try again.',
  },
  coupon_min_subtotal: {
    fr: "Le code promo « %coupon » s'applique dès %amount FCFA d'achat.",
    en: 'The coupon code "%coupon" applies from %amount FCFA of purchases.',
  },
  segment_subtotal: { fr: 'Sous-total', en: 'Subtotal' },
  segment_shipping: { fr: 'Livraison', en: 'Shipping & Handling' },
  segment_discount: { fr: 'Remise (%coupon)', en: 'Discount (%coupon)' },
  segment_guarantee: { fr: 'Garantie sûr-sûr', en: 'Sure-sure guarantee' },
  guarantee_unavailable: {
    fr: "Le produit « %sku » n'est pas couvert par la garantie sûr-sûr.",
    en: 'Product "%sku" is not covered by the sure-sure guarantee.',
  },
  segment_grand_total: { fr: 'Total', en: 'Grand Total' },
});
