/**
 * The words of the console's accounts part, in both languages of the shop's staff. The console
 * shows both side by side (`English · français`), as its link to the campaign editor does: it
 * has no language switch of its own, and its version tables mirror the English release tooling.
 */
const en = {
  loginName: 'Login name',
  password: 'Operator password',
  signIn: 'Sign in',
  signedInAs: 'Signed in as {login} ({roles})',
  noReleasesRole: 'Your account does not have the releases role: versions are not shown.',
  accountsTitle: 'Operator accounts',
  colLogin: 'Login name',
  colRoles: 'Roles',
  colState: 'State',
  stateActive: 'active',
  stateDisabled: 'disabled',
  disable: 'Disable',
  enable: 'Enable',
  newAccount: 'New account',
  newPassword: 'Password (12 characters at least)',
  roles: 'Roles',
  role_admin: 'Administrator (accounts, audit log)',
  role_releases: 'Releases',
  role_campaigns: 'Campaigns',
  role_orders: 'Orders',
  create: 'Create the account',
  created: 'Account {login} created.',
  updated: 'Account {login} updated.',
  auditTitle: 'Audit log',
  colWhen: 'When (UTC)',
  colOperator: 'Operator',
  colAction: 'Action',
  colSubject: 'Subject',
  colAddress: 'Address',
};

const fr: typeof en = {
  loginName: 'Identifiant',
  password: 'Mot de passe opérateur',
  signIn: 'Se connecter',
  signedInAs: 'Connecté en tant que {login} ({roles})',
  noReleasesRole: 'Votre compte n’a pas le rôle versions : elles ne sont pas affichées.',
  accountsTitle: 'Comptes opérateurs',
  colLogin: 'Identifiant',
  colRoles: 'Rôles',
  colState: 'État',
  stateActive: 'actif',
  stateDisabled: 'désactivé',
  disable: 'Désactiver',
  enable: 'Réactiver',
  newAccount: 'Nouveau compte',
  newPassword: 'Mot de passe (12 caractères au moins)',
  roles: 'Rôles',
  role_admin: 'Administrateur (comptes, journal)',
  role_releases: 'Versions',
  role_campaigns: 'Campagnes',
  role_orders: 'Commandes',
  create: 'Créer le compte',
  created: 'Compte {login} créé.',
  updated: 'Compte {login} modifié.',
  auditTitle: 'Journal d’audit',
  colWhen: 'Quand (UTC)',
  colOperator: 'Opérateur',
  colAction: 'Action',
  colSubject: 'Objet',
  colAddress: 'Adresse',
};

export const OPERATOR_CONSOLE_TEXTS = { en, fr } as const;
export type ConsoleTextKey = keyof typeof en;

/** A text in both languages, English first, as the console shows it. */
export const both = (key: ConsoleTextKey): string => `${en[key]} · ${fr[key]}`;
