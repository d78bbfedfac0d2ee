import { defineMessages } from '../http/messages.ts';

/** What the payment routes answer with, in both languages. */
export const msg = defineMessages({
  mobile_money_unavailable: { fr: "Le paiement mobile n'est pas disponible pour le moment. Choisissez le paiement à la livraison.", en: 'Mobile money is not available right now. Choose cash on delivery.' },
  payer_number_invalid: { fr: 'Numéro de paiement invalide : un numéro mobile camerounais de 9 chiffres (6XXXXXXXX).', en: 'Invalid payer number: a 9-digit Cameroonian mobile number (6XXXXXXXX).' },
  mobile_service_unknown: { fr: "Le numéro %number n'est ni MTN ni Orange : choisissez l'opérateur.", en: 'The number %number is neither MTN nor Orange: choose the network.' },
  not_mobile_money: { fr: "Cette commande n'est pas payée par mobile money.", en: 'This order is not paid by mobile money.' },
  order_not_awaiting_payment: { fr: "Cette commande n'attend plus de paiement (statut : %status).", en: 'This order no longer awaits a payment (status: %status).' },
  payment_in_progress: { fr: 'Un paiement attend votre réponse sur le téléphone : validez-le, refusez-le ou attendez son expiration.', en: 'A payment is waiting for your answer on the phone: approve it, decline it or let it expire.' },
  refund_nothing_paid: { fr: "Aucun paiement mobile réussi à rembourser pour cette commande.", en: 'No successful mobile payment to refund on this order.' },
  refund_in_progress: { fr: 'Un remboursement de cette commande est déjà en cours.', en: 'A refund of this order is already under way.' },
  refund_refused: { fr: 'MeSomb a refusé le remboursement ; réessayez plus tard.', en: 'MeSomb refused the refund; try again later.' },
  mobile_money_prompt_unknown: { fr: 'Aucune demande de paiement %reference.', en: 'No payment prompt %reference.' },
  mobile_money_prompt_final: { fr: 'Cette demande de paiement a déjà reçu une réponse ou a expiré.', en: 'This payment prompt was already answered or has expired.' },
});
