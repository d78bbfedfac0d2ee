import { i18n, type PageHeadFn } from '@shop/shared';
import { NS } from '../../../i18n/register';

/** The games whose page has a title of its own (the others are titled with their name). */
export type TitledGame = 'quiz' | 'wheel' | 'whack';

/**
 * A game page's head: its tab title (its own wording, then the shop's name) and description, in
 * the page's language, whatever data its loader gave. The server writes it; the page reads it.
 */
export const gameHead =
  (game: TitledGame): PageHeadFn<unknown> =>
  (_data, { locale }) => {
    const t = i18n.getFixedT(locale, NS);
    return { title: t('schedule.page_title', { title: t(`${game}.meta_title`) }), description: t(`${game}.intro`) };
  };
