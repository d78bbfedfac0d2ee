import type { Executor } from '../db/store.ts';
import { insertRows } from './write.ts';

/** Towns served, with their quarters. Agencies (free pick-up) in Douala, Yaoundé and Ngaoundéré. */
export const TOWNS: { name: string; agency: boolean; zone: 'metro' | 'regional'; quarters: string[] }[] = [
  { name: 'Douala', agency: true, zone: 'metro', quarters: ['Akwa', 'Bonanjo', 'Bonapriso', 'Bali', 'Deïdo', 'Bonabéri', 'Makepe', 'Logbessou', 'Kotto', 'Bépanda', 'Ndokoti', 'New Bell', 'Bonamoussadi', 'Logpom', 'Yassa', 'Japoma', 'PK14'] },
  { name: 'Yaoundé', agency: true, zone: 'metro', quarters: ['Bastos', 'Mvog-Mbi', 'Essos', 'Mokolo', 'Biyem-Assi', 'Mendong', 'Nkolbisson', 'Ngousso', 'Emana', 'Omnisport', 'Mimboman', 'Etoudi', 'Nlongkak', 'Odza', 'Ekounou', 'Mvan', 'Nsimeyong'] },
  { name: 'Ngaoundéré', agency: true, zone: 'regional', quarters: ['Baladji', 'Bamyanga', 'Dang', 'Joli Soir', 'Mbideng', 'Sabongari', 'Burkina', 'Onaref'] },
  { name: 'Bafoussam', agency: false, zone: 'regional', quarters: ['Tamdja', 'Kouogouo', 'Djeleng', 'Banengo', 'Famla'] },
  { name: 'Garoua', agency: false, zone: 'regional', quarters: ['Roumdé Adjia', 'Yelwa', 'Poumpoumré', 'Djamboutou', 'Lopéré'] },
  { name: 'Bamenda', agency: false, zone: 'regional', quarters: ['Commercial Avenue', 'Nkwen', 'Mankon', 'Up Station', 'Mile 4'] },
  { name: 'Kribi', agency: false, zone: 'regional', quarters: ['Centre', 'Mpangou', 'Dombé', 'Ngoyè', 'Afan Mabé'] },
  { name: 'Limbe', agency: false, zone: 'regional', quarters: ['Down Beach', 'Mile 2', 'Bota', 'New Town', 'Middle Farms'] },
  { name: 'Buea', agency: false, zone: 'regional', quarters: ['Molyko', 'Great Soppo', 'Bonduma', 'Muea', 'Bokwaongo'] },
  { name: 'Bertoua', agency: false, zone: 'regional', quarters: ['Tigaza', 'Mokolo', 'Nkolbikon', 'Enia', 'Italie'] },
  { name: 'Maroua', agency: false, zone: 'regional', quarters: ['Domayo', 'Kakataré', 'Dougoï', 'Pitoaré', 'Hardé'] },
  { name: 'Ebolowa', agency: false, zone: 'regional', quarters: ['Nko\'ovos', 'Angalé', 'Mekalat', 'Abang', 'New Bell'] },
  { name: 'Edéa', agency: false, zone: 'regional', quarters: ['Pongo', 'Bilalang', 'Ekité', 'Mbanda', 'Déhané'] },
  { name: 'Kumba', agency: false, zone: 'regional', quarters: ['Fiango', 'Kosala', 'Mambanda', 'Three Corners', 'Buea Road'] },
  { name: 'Dschang', agency: false, zone: 'regional', quarters: ['Foto', 'Keleng', 'Tsinkop', 'Ngui', 'Fiankop'] },
];

/** Towns and quarters with ids given in order (1, 2…), as an empty table would have numbered them: one statement each. */
export async function seedTowns(db: Executor): Promise<void> {
  let quarterId = 0;
  await insertRows(db, 'towns', TOWNS.map((town, index) => ({ id: index + 1, name: town.name, has_agency: town.agency ? 1 : 0, zone: town.zone })));
  await insertRows(db, 'quarters', TOWNS.flatMap((town, index) => town.quarters.map((name) => ({ id: ++quarterId, town_id: index + 1, name }))));
}
