import type { Locale } from '../../http/locale.ts';

/** The demo phone's words, in both languages (`%amount`, `%service`, `%number` filled in). */
export const PHONE_TEXTS = {
  title: { fr: 'Téléphone du payeur (démo)', en: "Payer's phone (demo)" },
  intro: {
    fr: 'Ce téléphone simulé reçoit les demandes de paiement mobile money de la boutique de démonstration. Aucun argent réel ne circule.',
    en: "This simulated phone receives the demo store's mobile-money payment requests. No real money moves.",
  },
  number_label: { fr: 'Numéro du payeur', en: "Payer's number" },
  show: { fr: 'Afficher', en: 'Show' },
  none: { fr: 'Aucune demande de paiement pour ce numéro.', en: 'No payment request for this number.' },
  prompt: { fr: '%service : payer %amount FCFA à la boutique ?', en: '%service: pay %amount FCFA to the store?' },
  approve: { fr: 'Valider (code PIN correct)', en: 'Approve (correct PIN)' },
  decline: { fr: 'Refuser', en: 'Decline' },
  insufficient_funds: { fr: 'Solde insuffisant', en: 'Insufficient funds' },
  wrong_pin: { fr: 'Code PIN erroné', en: 'Wrong PIN' },
  status_PENDING: { fr: 'En attente de votre réponse', en: 'Waiting for your answer' },
  status_approved: { fr: 'Payé', en: 'Paid' },
  status_decline: { fr: 'Refusé', en: 'Declined' },
  status_insufficient_funds: { fr: 'Refusé : solde insuffisant', en: 'Refused: insufficient funds' },
  status_wrong_pin: { fr: 'Refusé : code PIN erroné', en: 'Refused: wrong PIN' },
  status_expired: { fr: 'Expiré sans réponse', en: 'Expired without an answer' },
  other_language: { fr: 'English', en: 'Français' },
} satisfies Record<string, Record<Locale, string>>;

export type PhoneTextKey = keyof typeof PHONE_TEXTS;
export const phoneText = (lang: Locale, key: PhoneTextKey, values: Record<string, string> = {}): string =>
  PHONE_TEXTS[key][lang].replace(/%(\w+)/g, (whole, name: string) => values[name] ?? whole);
