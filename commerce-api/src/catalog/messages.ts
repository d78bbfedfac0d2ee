import { defineMessages } from '../http/messages.ts';

/** Messages of the catalogue endpoints, in both languages (Magento's `%name` placeholders). */
export const catalogMessage = defineMessages({
  invalid_search_criteria: {
    fr: 'Critère de recherche invalide "%field" : %reason',
    en: 'Invalid search criteria "%field": %reason',
  },
  unknown_filter_field: {
    fr: 'Le champ "%field" ne peut pas servir de filtre',
    en: 'The "%field" field cannot be used as a filter',
  },
  unknown_sort_field: {
    fr: 'Le champ "%field" ne peut pas servir de tri',
    en: 'The "%field" field cannot be used for sorting',
  },
  unknown_condition_type: {
    fr: 'Type de condition "%conditionType" non pris en charge',
    en: 'Condition type "%conditionType" is not supported',
  },
  invalid_filter_value: {
    fr: 'Valeur invalide pour le champ "%field" : %value',
    en: 'Invalid value for field "%field": %value',
  },
  page_size_too_large: {
    fr: 'La taille de page doit être comprise entre 1 et %max',
    en: 'Page size must be between 1 and %max',
  },
  category_not_found: {
    fr: "La catégorie avec l'identifiant \"%categoryId\" n'existe pas",
    en: 'No such entity with categoryId = %categoryId',
  },
  attribute_not_found: {
    fr: 'L\'attribut "%attributeCode" n\'existe pas',
    en: 'The attribute with a "%attributeCode" attributeCode doesn\'t exist. Verify the attribute and try again.',
  },
  unknown_request_name: {
    fr: 'La requête de recherche "%requestName" est inconnue',
    en: 'The search request "%requestName" is unknown',
  },
  town_not_found: { fr: 'La ville "%town" n\'est pas desservie', en: 'The town "%town" is not served' },
  quarter_not_found: {
    fr: 'Le quartier "%quarter" n\'existe pas à %town',
    en: 'The quarter "%quarter" does not exist in %town',
  },
  invalid_quantity: {
    fr: 'La quantité doit être un nombre entier entre 1 et %max',
    en: 'The quantity must be a whole number between 1 and %max',
  },
  shipping_estimate_failed: { fr: 'Échec. Veuillez reessayer', en: 'Failed. Try again' },
});
