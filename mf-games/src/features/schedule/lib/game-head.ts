import { i18n, type PageHead, type PageHeadFn } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { GamePage } from './game-page';

/** The games whose page has a title of its own (the others are titled with their name). */
export type TitledGame = 'quiz' | 'wheel' | 'whack';

/** A game page's tab title (its own wording, then the shop's name) and description, in `locale`. */
export function gameMeta(game: TitledGame, locale: 'fr' | 'en'): PageHead {
  const t = i18n.getFixedT(locale, NS);
  return { title: t('schedule.page_title', { title: t(`${game}.meta_title`) }), description: t(`${game}.intro`) };
}

/** The server's head for a game page, the same as the browser sets (whatever data the page's loader gave). */
export const gameHead =
  <T = GamePage>(game: TitledGame): PageHeadFn<T> =>
  (_data, { locale }) =>
    gameMeta(game, locale);
