import type { Db } from '../db/database.ts';

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

export function seedTowns(db: Db): void {
  const insertTown = db.prepare('INSERT INTO towns (name, has_agency, zone) VALUES (?, ?, ?)');
  const insertQuarter = db.prepare('INSERT INTO quarters (town_id, name) VALUES (?, ?)');
  for (const town of TOWNS) {
    const townId = insertTown.run(town.name, town.agency ? 1 : 0, town.zone).lastInsertRowid;
    for (const quarter of town.quarters) insertQuarter.run(townId, quarter);
  }
}
