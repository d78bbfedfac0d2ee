import type { Town as TownOnTheWire } from '@shop/shared/contracts/wire';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';

/** Towns the shop delivers to and their quarters: where a parcel goes, for carts, orders and address books alike. */

const placeMsg = defineMessages({
  town_unknown: { fr: "Nous ne livrons pas encore à « %town ».", en: 'We do not deliver to "%town" yet.' },
  quarter_unknown: { fr: "Le quartier choisi n'existe pas à %town.", en: 'The chosen quarter does not exist in %town.' },
});

export interface Town {
  id: number;
  name: string;
  has_agency: number;
  /** The delivery zone, which sets the fees and delays. */
  zone: TownOnTheWire['zone'];
}

export interface Place {
  town: Town;
  quarter: { id: number; name: string } | null;
}

export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

function match(towns: Town[], quartersOf: (town: Town) => { id: number; name: string }[], city: string, quarterId?: string | number | null, quarterName?: string | null): Place {
  const town = towns.find((t) => fold(t.name) === fold(city));
  if (!town) throw badRequest(placeMsg('town_unknown'), { town: city.slice(0, 60) });
  const idText = quarterId === undefined || quarterId === null ? '' : String(quarterId).trim();
  const byName = quarterName?.trim() ? quarterName : null;
  if (!idText && !byName) return { town, quarter: null };
  const quarters = quartersOf(town);
  const quarter = idText ? quarters.find((q) => String(q.id) === idText) : quarters.find((q) => fold(q.name) === fold(byName!));
  if (!quarter) throw badRequest(placeMsg('quarter_unknown'), { town: town.name });
  return { town, quarter };
}

/**
 * Where a parcel goes, read through the context's repositories (a transaction's, inside one):
 * the town (accents and case ignored) and the quarter (by id in `fax`, else by name in street[0]).
 */
export async function resolvePlace({ repos }: Pick<AppContext, 'repos'>, city: string, quarterId?: string | number | null, quarterName?: string | null): Promise<Place> {
  const towns = await repos.places.towns();
  const town = towns.find((t) => fold(t.name) === fold(city));
  const quarters = town ? await repos.places.quarters(town.id) : [];
  return match(towns, () => quarters, city, quarterId, quarterName);
}
