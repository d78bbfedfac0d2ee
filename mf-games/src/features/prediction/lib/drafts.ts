export interface Draft {
  home: string;
  away: string;
}

export type Drafts = Record<number, Draft>;

export const draftsFrom = (predictions: readonly { fixtureId: number; home: number; away: number }[]): Drafts =>
  Object.fromEntries(predictions.map((p) => [p.fixtureId, { home: String(p.home), away: String(p.away) }]));

const goals = (value: string): number | null => (/^\d{1,2}$/.test(value.trim()) && Number(value) <= 20 ? Number(value) : null);

/**
 * The predictions to send for open fixtures: both scores filled with 0–20 goals. A fixture with
 * one score only, or an impossible one, is an error; an untouched fixture is skipped.
 */
export function toSend(drafts: Drafts, openIds: readonly number[]): { predictions: { fixtureId: number; home: number; away: number }[]; invalid: number[] } {
  const predictions: { fixtureId: number; home: number; away: number }[] = [];
  const invalid: number[] = [];
  for (const id of openIds) {
    const draft = drafts[id];
    if (!draft || (draft.home.trim() === '' && draft.away.trim() === '')) continue;
    const home = goals(draft.home);
    const away = goals(draft.away);
    if (home === null || away === null) invalid.push(id);
    else predictions.push({ fixtureId: id, home, away });
  }
  return { predictions, invalid };
}
