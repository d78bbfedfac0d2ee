import { defineMessages } from '../http/messages.ts';

export const msg = defineMessages({
  shipping_missing: {
    fr: "Le mode de livraison n'est pas renseigné. Choisissez-en un et réessayez.",
    en: 'The shipping method is missing. Select the shipping method and try again.',
  },
  email_required: { fr: "L'adresse e-mail est obligatoire pour commander.", en: 'An email address is required to place the order.' },
  payment_method_invalid: { fr: "Le mode de paiement « %method » n'est pas disponible.", en: 'The requested payment method "%method" is not available.' },
  payer_number_required: {
    fr: 'Saisissez le numéro Mobile Money qui paiera (9 chiffres commençant par 6).',
    en: 'Enter the Mobile Money number that will pay (9 digits starting with 6).',
  },
  installment_not_eligible: {
    fr: "Vous n'êtes pas éligible au paiement en tranches : effectuez plus d'achats ou contactez le service client.",
    en: 'You are not eligible for installments: make more purchases or contact customer service.',
  },
  installment_running: {
    fr: 'Un paiement en tranches est déjà en cours pour ce numéro : un seul à la fois.',
    en: 'An installment plan is already running for this number: only one at a time.',
  },
  payer_network_unknown: {
    fr: "Le numéro %number n'est ni MTN ni Orange : choisissez l'opérateur, MTN Mobile Money ou Orange Money.",
    en: 'The number %number is neither MTN nor Orange: choose the network, MTN Mobile Money or Orange Money.',
  },
  seller_code_invalid: { fr: 'Code vendeur invalide.', en: 'Invalid seller code.' },
  order_custom_attributes_invalid: {
    fr: 'Les informations complémentaires de la commande sont invalides.',
    en: 'The additional order information is invalid.',
  },
  payment_cod: { fr: 'Paiement à la livraison', en: 'Cash on delivery' },
  payment_mesomb: { fr: 'Mobile Money (MTN, Orange)', en: 'Mobile Money (MTN, Orange)' },
  payment_installment: { fr: 'Paiement en tranches', en: 'Pay in installments' },
});
