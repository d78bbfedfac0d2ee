import { defineMessages } from '../http/messages.ts';

export const msg = defineMessages({
  quote_request_empty: {
    fr: 'Indiquez au moins un produit ou un message pour votre demande de devis.',
    en: 'Give at least one product or a message for your quote request.',
  },
  quote_request_sent: {
    fr: 'Votre demande de devis a bien été envoyée. Nous vous rappelons très vite.',
    en: 'Your quote request has been sent. We will call you back shortly.',
  },
  quote_request_subject: { fr: 'Demande de devis n°%id', en: 'Quote request #%id' },
  quote_request_body: {
    fr: 'Bonjour %name, nous avons bien reçu votre demande de devis n°%id. Un conseiller vous contactera au %telephone.',
    en: 'Hello %name, we have received your quote request #%id. An adviser will contact you on %telephone.',
  },
  auction_not_found: { fr: "Aucune vente aux enchères en cours pour ce produit.", en: 'No auction is running for this product.' },
  auction_not_started: { fr: "Cette vente aux enchères n'a pas encore commencé.", en: 'This auction has not started yet.' },
  auction_ended: { fr: 'Promotion terminée', en: 'Promotion Ended' },
  bid_too_high: {
    fr: "Votre offre ne peut dépasser l'offre actuelle (%current FCFA) de plus de %steps paliers de %marge FCFA, soit au plus %maximum FCFA.",
    en: 'Your bid may exceed the current offer (%current FCFA) by at most %steps increments of %marge FCFA, i.e. at most %maximum FCFA.',
  },
  bid_above_price: {
    fr: 'Une enchère se gagne sous le prix de la boutique : votre offre peut aller jusqu’à %maximum FCFA.',
    en: 'An auction is won below the shop’s price: your bid may go up to %maximum FCFA.',
  },
  bid_too_low: {
    fr: "Votre offre doit dépasser l'offre actuelle (%current FCFA) d'un multiple de %marge FCFA, soit au moins %minimum FCFA.",
    en: 'Your bid must exceed the current offer (%current FCFA) by a multiple of %marge FCFA, i.e. at least %minimum FCFA.',
  },
  bid_user_mismatch: { fr: 'Connectez-vous avec ce compte pour enchérir en son nom.', en: 'Log in with this account to bid on its behalf.' },
  newsletter_already_subscribed: { fr: 'Vous êtes déjà inscrit à notre newsletter.', en: 'You are already subscribed to our newsletter.' },
  newsletter_almost_there: {
    fr: 'Vous y êtes presque : consultez votre boîte e-mail pour confirmer votre inscription.',
    en: 'Almost there: check your mailbox to confirm your subscription.',
  },
  newsletter_confirmed: { fr: 'Merci ! Votre inscription à la newsletter est confirmée.', en: 'Thank you! Your newsletter subscription is confirmed.' },
  newsletter_invalid_link: { fr: 'Ce lien de confirmation est invalide.', en: 'This confirmation link is invalid.' },
  quiz_choose_or_enter: { fr: 'Choisissez ou saisissez une réponse', en: 'Choose or enter an answer' },
  quiz_unknown_question: { fr: "La question %id n'existe pas.", en: 'Question %id does not exist.' },
  quiz_unknown_choice: { fr: "Ce choix n'appartient pas à la question %id.", en: 'This choice does not belong to question %id.' },
  quiz_duplicate_answer: { fr: 'Une seule réponse par question (question %id).', en: 'One answer per question (question %id).' },
});
