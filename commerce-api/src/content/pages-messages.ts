import { defineMessages } from '../http/messages.ts';

export const msg = defineMessages({
  page_not_found: { fr: "La page « %slug » n'existe pas.", en: 'The page "%slug" does not exist.' },
  contact_message_required: { fr: 'Écrivez votre message (10 caractères au moins).', en: 'Write your message (at least 10 characters).' },
  contact_invalid_order_number: { fr: 'Numéro de commande invalide', en: 'Invalid order number' },
  contact_sent: {
    fr: 'Merci %name, votre message n°%id est bien reçu. Un conseiller vous répond sous 24 heures ouvrées.',
    en: 'Thank you %name, your message #%id has been received. An adviser will answer within 24 working hours.',
  },
  contact_ack_subject: { fr: 'Votre message n°%id au service client', en: 'Your message #%id to customer service' },
  contact_ack_body: {
    fr: 'Bonjour %name, nous avons bien reçu votre message n°%id. Un conseiller vous répond sous 24 heures ouvrées au %telephone.',
    en: 'Hello %name, we have received your message #%id. An adviser will answer within 24 working hours on %telephone.',
  },
});
