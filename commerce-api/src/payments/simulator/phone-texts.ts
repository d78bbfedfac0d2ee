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
  // The networks' own brand names, kept here with every other word of the page.
  service_MTN: { fr: 'MTN MoMo', en: 'MTN MoMo' },
  service_ORANGE: { fr: 'Orange Money', en: 'Orange Money' },
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
  installment_prompt: { fr: 'Application de paiement : demande de paiement en tranches de %amount FCFA.', en: 'Payment app: request to pay %amount FCFA in installments.' },
  installment_approve: { fr: 'Accepter le plan', en: 'Approve the plan' },
  installment_approved: { fr: 'Plan accepté : %first FCFA maintenant, puis %monthly FCFA par mois pendant %months mois.', en: 'Plan approved: %first FCFA now, then %monthly FCFA a month for %months months.' },
  installment_refuse_no_account: { fr: 'Refuser : pas de compte actif', en: 'Refuse: no active account' },
  installment_refuse_documents_missing: { fr: "Refuser : pièces d'identité manquantes", en: 'Refuse: identity documents missing' },
  installment_refuse_financing_running: { fr: 'Refuser : financement déjà en cours', en: 'Refuse: another financing running' },
  installment_refuse_not_eligible: { fr: 'Refuser : non éligible', en: 'Refuse: not eligible' },
  installment_refused_no_account: { fr: 'Refusé : pas de compte actif sur l’application de paiement', en: 'Refused: no active payment-app account' },
  installment_refused_documents_missing: { fr: "Refusé : pièces d'identité manquantes", en: 'Refused: identity documents missing' },
  installment_refused_financing_running: { fr: 'Refusé : un autre financement est en cours', en: 'Refused: another financing is running' },
  installment_refused_not_eligible: { fr: 'Refusé : non éligible', en: 'Refused: not eligible' },
  installment_refused_expired: { fr: 'Refusé : pas de réponse à temps', en: 'Refused: no answer in time' },
  other_language: { fr: 'English', en: 'Français' },
} satisfies Record<string, Record<Locale, string>>;

export type PhoneTextKey = keyof typeof PHONE_TEXTS;
export const phoneText = (lang: Locale, key: PhoneTextKey, values: Record<string, string> = {}): string =>
  PHONE_TEXTS[key][lang].replace(/%(\w+)/g, (whole, name: string) => values[name] ?? whole);
