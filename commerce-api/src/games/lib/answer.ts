/**
 * An answer as the hunt compares it: accents, case, spaces and punctuation ignored, so
 * "Ngaoundéré", "ngaoundere" and "155 000" / "155000" match their clue.
 */
export const normalizeAnswer = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
