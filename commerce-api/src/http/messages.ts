import type { Locale } from './locale.ts';

/**
 * Every message the API can answer with, in both languages. Templates keep Magento's `%name`
 * placeholders; the matching values travel in the response's `parameters`.
 * Feature modules add their keys here (one table, so both languages stay in step).
 */
const messages = {
  no_such_entity: {
    fr: "Aucune entité avec %fieldName = %fieldValue n'existe",
    en: 'No such entity with %fieldName = %fieldValue',
  },
  product_not_found: { fr: 'Ce produit est introuvable', en: 'This product could not be found' },
  route_not_found: { fr: "La requête ne correspond à aucune route : %path", en: 'Request does not match any route: %path' },
  invalid_field: { fr: 'Valeur invalide pour le champ "%fieldName" : %reason', en: 'Invalid value for field "%fieldName": %reason' },
  required_field: { fr: '"%fieldName" est obligatoire. Saisissez-le et réessayez.', en: '"%fieldName" is required. Enter and try again.' },
  bad_request: { fr: 'Requête invalide', en: 'Bad request' },
  payload_too_large: { fr: 'La requête est trop volumineuse', en: 'The request is too large' },
  unsupported_media_type: { fr: 'Type de contenu non pris en charge', en: 'Unsupported content type' },
  unauthorized: {
    fr: "Le consommateur n'est pas autorisé à accéder à %resources",
    en: "The consumer isn't authorized to access %resources.",
  },
  forbidden: { fr: 'Accès refusé', en: 'Access denied' },
  too_many_requests: { fr: 'Trop de tentatives. Réessayez dans %wait.', en: 'Too many attempts. Try again in %wait.' },
  internal_error: { fr: 'Une erreur interne est survenue', en: 'An internal error occurred' },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

const extra: Record<string, Record<Locale, string>> = {};
/** Every definition in the order made, a key defined twice included (`messages.test.ts` refuses that). */
const definitions: { key: string; texts: Record<Locale, string> }[] = Object.entries(messages).map(([key, texts]) => ({ key, texts }));

/** Lets a feature module contribute its own messages without editing this file. */
export function defineMessages<K extends string>(table: Record<K, Record<Locale, string>>): (key: K) => K {
  Object.assign(extra, table);
  for (const [key, texts] of Object.entries<Record<Locale, string>>(table)) definitions.push({ key, texts });
  return (key) => key;
}

/**
 * Every message defined so far, core and modules' (once their files are loaded), for the check that
 * each exists in both languages. @internal
 */
export const messageDefinitions = (): readonly { key: string; texts: Record<Locale, string> }[] => definitions;

export function messageFor(locale: Locale, key: MessageKey | string): string {
  const entry = (messages as Record<string, Record<Locale, string>>)[key] ?? extra[key];
  return entry ? entry[locale] : key;
}
