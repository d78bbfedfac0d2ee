import type { Executor } from '../db/store.ts';
import type { Town } from './place.ts';

export interface PlacesRepository {
  towns(): Promise<Town[]>;
  quarters(townId: number): Promise<{ id: number; name: string }[]>;
}

export function placesRepository(db: Executor): PlacesRepository {
  return {
    async towns() {
      const rows = await db.selectFrom('towns').select(['id', 'name', 'has_agency', 'zone']).execute();
      return rows.map((t) => ({ ...t, zone: t.zone as Town['zone'] }));
    },

    async quarters(townId) {
      return db.selectFrom('quarters').select(['id', 'name']).where('town_id', '=', townId).execute();
    },
  };
}
