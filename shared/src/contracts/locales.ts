/** The shop's languages, French first (the default). No imports: the back end and tools load this file as it is. */
export type Locale = 'fr' | 'en';

export const LOCALES: readonly Locale[] = ['fr', 'en'];
