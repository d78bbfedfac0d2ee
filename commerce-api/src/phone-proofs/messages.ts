import { defineMessages } from '../http/messages.ts';

/** What a telephone that stands for a person and is not proven is told. */
export const msg = defineMessages({
  phone_not_proven: {
    fr: 'Confirmez le numéro %telephone avec le code que nous vous envoyons par SMS.',
    en: 'Confirm the number %telephone with the code we send you by SMS.',
  },
});
