import { defineMessages } from '../http/messages.ts';

export const msg = defineMessages({
  newsletter_subject: { fr: 'Confirmez votre inscription à la newsletter', en: 'Confirm your newsletter subscription' },
  newsletter_body: {
    fr: 'Rejoignez nos plus de 90 000 clients : confirmez votre inscription en ouvrant %link',
    en: 'Join our 90,000+ customers: confirm your subscription by opening %link',
  },
  email_or_phone_required: {
    fr: 'Indiquez une adresse e-mail ou un numéro de téléphone.',
    en: 'Enter an email address or a phone number.',
  },
  newsletter_needs_email: {
    fr: "Ajoutez une adresse e-mail à votre compte pour recevoir la newsletter.",
    en: 'Add an email address to your account to receive the newsletter.',
  },
  customer_email_exists: {
    fr: 'Un client avec la même adresse e-mail existe déjà.',
    en: 'A customer with the same email address already exists in an associated website.',
  },
  customer_phone_exists: {
    fr: 'Un compte utilise déjà ce numéro de téléphone.',
    en: 'An account already uses this phone number.',
  },
  invalid_email: { fr: "L'adresse e-mail « %value » est invalide.", en: 'The email address "%value" is invalid.' },
  invalid_phone: {
    fr: 'Veuillez entrer un numéro de téléphone valide (9 chiffres commençant par 6).',
    en: 'Please enter a valid phone number (9 digits starting with 6).',
  },
  invalid_name: { fr: 'Le champ « %fieldName » contient des caractères non autorisés.', en: 'The field "%fieldName" contains characters that are not allowed.' },
  password_too_short: {
    fr: 'Le mot de passe doit contenir au moins %min caractères',
    en: 'The password must contain at least %min characters',
  },
  password_too_long: {
    fr: 'Le mot de passe ne doit pas dépasser %max caractères',
    en: 'The password must not be longer than %max characters',
  },
  invalid_login: {
    fr: 'Identifiant ou mot de passe incorrect.',
    en: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  },
  invalid_username: {
    fr: 'Saisissez une adresse e-mail ou un numéro de téléphone valide.',
    en: 'Enter a valid email address or phone number.',
  },
  phone_change_needs_password: {
    fr: 'Saisissez votre mot de passe actuel pour changer le numéro de téléphone du compte.',
    en: "Enter your current password to change your account's phone number.",
  },
  email_change_needs_password: {
    fr: "Saisissez votre mot de passe actuel pour changer l'adresse e-mail du compte.",
    en: "Enter your current password to change your account's email address.",
  },
  wrong_current_password: {
    fr: 'Le mot de passe actuel ne correspond pas à ce compte.',
    en: "The password doesn't match this account. Verify the password and try again.",
  },
  invalid_refresh_token: { fr: 'Session expirée. Veuillez vous reconnecter.', en: 'Session expired. Please log in again.' },
  invalid_code: { fr: 'Code de vérification invalide', en: 'Invalid verification code' },
  code_expired: { fr: 'Ce code a expiré. Demandez un nouveau code.', en: 'This code has expired. Request a new code.' },
  code_tries_exhausted: {
    fr: "Trop d'essais pour ce code : il ne fonctionne plus. Demandez un nouveau code.",
    en: 'Too many tries for this code: it no longer works. Request a new code.',
  },
  code_resend_wait: {
    fr: 'Un code envoyé il y a moins d’une minute est encore valable : saisissez-le, ou demandez-en un nouveau dans %wait.',
    en: 'A code sent less than a minute ago is still valid: enter it, or ask for a new one in %wait.',
  },
  reset_subject: { fr: 'Réinitialisez votre mot de passe', en: 'Reset your password' },
  reset_body: {
    fr: 'Pour choisir un nouveau mot de passe, ouvrez %link (valable une heure).',
    en: 'To choose a new password, open %link (valid for one hour).',
  },
  reset_token_invalid: {
    fr: 'Ce lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.',
    en: 'The password token is mismatched. Reset and try again.',
  },
  code_subject: { fr: 'Votre code de vérification', en: 'Your verification code' },
  code_body: {
    fr: 'Votre code de vérification est %code. Il expire dans 10 minutes.',
    en: 'Your verification code is %code. It expires in 10 minutes.',
  },
});
