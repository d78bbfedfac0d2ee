import type { Executor } from '../db/store.ts';
import { insertRows } from './write.ts';
import { slugify } from '../catalog/slug.ts';

export interface CategorySeed {
  id: number;
  parent: number;
  fr: string;
  en: string;
  /** Hidden from the menu (home selection, campaign lists). */
  hidden?: boolean;
}

export const ROOT_CATEGORY_ID = 1;

/**
 * Categories the error page's "see our best selections" tiles link to, as
 * `/category/{url_key}-{id}`.
 */
export const TILE_CATEGORIES = {
  phonesTablets: 12,
  laptops: 21,
  television: 31,
  tablet: 14,
  washingMachine: 42,
  supermarket: 70,
  diningRoom: 51,
  fashion: 80,
  samsungGalaxy: 15,
  solar: 90,
  gamingConsole: 61,
} as const;

/**
 * Categories whose products are telephones ("a fixed list of category ids flags a
 * product as a telephone").
 */
export const TELEPHONE_CATEGORY_IDS = [13, 15, 16] as const;

export const CATEGORIES: CategorySeed[] = [
  { id: 1, parent: 0, fr: 'Catalogue racine', en: 'Root Catalog' },
  { id: 2, parent: 1, fr: 'Catégorie par défaut', en: 'Default Category' },
  { id: 12, parent: 2, fr: 'Téléphones & Tablettes', en: 'Phones & Tablets' },
  { id: 13, parent: 12, fr: 'Smartphones', en: 'Smartphones' },
  { id: 14, parent: 12, fr: 'Tablettes', en: 'Tablets' },
  { id: 15, parent: 12, fr: 'Samsung Galaxy', en: 'Samsung Galaxy' },
  { id: 16, parent: 12, fr: 'Téléphones basiques', en: 'Feature phones' },
  { id: 17, parent: 12, fr: 'Accessoires téléphones', en: 'Phone accessories' },
  { id: 20, parent: 2, fr: 'Informatique', en: 'Computing' },
  { id: 21, parent: 20, fr: 'Ordinateurs portables', en: 'Laptops' },
  { id: 22, parent: 20, fr: 'Ordinateurs de bureau', en: 'Desktop computers' },
  { id: 23, parent: 20, fr: 'Imprimantes & scanners', en: 'Printers & scanners' },
  { id: 24, parent: 20, fr: 'Stockage & accessoires', en: 'Storage & accessories' },
  { id: 30, parent: 2, fr: 'TV & Audio', en: 'TV & Audio' },
  { id: 31, parent: 30, fr: 'Télévisions', en: 'Televisions' },
  { id: 32, parent: 30, fr: 'Barres de son & home cinéma', en: 'Soundbars & home cinema' },
  { id: 33, parent: 30, fr: 'Enceintes & écouteurs', en: 'Speakers & earphones' },
  { id: 34, parent: 30, fr: 'Décodeurs & supports TV', en: 'Decoders & TV mounts' },
  { id: 40, parent: 2, fr: 'Électroménager', en: 'Home appliances' },
  { id: 41, parent: 40, fr: 'Réfrigérateurs & congélateurs', en: 'Fridges & freezers' },
  { id: 42, parent: 40, fr: 'Machines à laver', en: 'Washing machines' },
  { id: 43, parent: 40, fr: 'Climatiseurs', en: 'Air conditioners' },
  { id: 44, parent: 40, fr: 'Ventilateurs', en: 'Fans' },
  { id: 45, parent: 40, fr: 'Cuisinières & fours', en: 'Cookers & ovens' },
  { id: 46, parent: 40, fr: 'Petit électroménager', en: 'Small appliances' },
  { id: 47, parent: 40, fr: 'Micro-ondes', en: 'Microwaves' },
  { id: 50, parent: 2, fr: 'Maison & Cuisine', en: 'Home & Kitchen' },
  { id: 51, parent: 50, fr: 'Salle à manger', en: 'Dining room' },
  { id: 52, parent: 50, fr: 'Salon', en: 'Living room' },
  { id: 53, parent: 50, fr: 'Chambre & literie', en: 'Bedroom & bedding' },
  { id: 54, parent: 50, fr: 'Ustensiles de cuisine', en: 'Kitchenware' },
  { id: 60, parent: 2, fr: 'Jeux vidéo', en: 'Video games' },
  { id: 61, parent: 60, fr: 'Consoles de jeux', en: 'Gaming consoles' },
  { id: 62, parent: 60, fr: 'Jeux', en: 'Games' },
  { id: 63, parent: 60, fr: 'Manettes & accessoires gaming', en: 'Controllers & gaming accessories' },
  { id: 70, parent: 2, fr: 'Supermarché', en: 'Supermarket' },
  { id: 71, parent: 70, fr: 'Épicerie', en: 'Groceries' },
  { id: 72, parent: 70, fr: 'Boissons', en: 'Drinks' },
  { id: 73, parent: 70, fr: 'Hygiène & entretien', en: 'Hygiene & cleaning' },
  { id: 74, parent: 70, fr: 'Bébé', en: 'Baby' },
  { id: 75, parent: 70, fr: 'Fournitures scolaires', en: 'School supplies' },
  { id: 80, parent: 2, fr: 'Mode', en: 'Fashion' },
  { id: 81, parent: 80, fr: 'Chaussures homme', en: 'Men’s shoes' },
  { id: 82, parent: 80, fr: 'Chaussures femme', en: 'Women’s shoes' },
  { id: 83, parent: 80, fr: 'Vêtements & pagnes', en: 'Clothing & wax prints' },
  { id: 84, parent: 80, fr: 'Montres', en: 'Watches' },
  { id: 85, parent: 80, fr: 'Sacs', en: 'Bags' },
  { id: 90, parent: 2, fr: 'Énergie solaire', en: 'Solar energy' },
  { id: 91, parent: 90, fr: 'Panneaux solaires', en: 'Solar panels' },
  { id: 92, parent: 90, fr: 'Kits solaires', en: 'Solar kits' },
  { id: 93, parent: 90, fr: 'Batteries & onduleurs', en: 'Batteries & inverters' },
  { id: 94, parent: 90, fr: 'Groupes électrogènes', en: 'Generators' },
  { id: 100, parent: 2, fr: 'Beauté & santé', en: 'Beauty & health' },
  { id: 101, parent: 100, fr: 'Parfums', en: 'Fragrances' },
  { id: 102, parent: 100, fr: 'Soins & beauté', en: 'Care & beauty' },
  { id: 110, parent: 2, fr: 'Services & bons d’achat', en: 'Services & vouchers' },
  { id: 111, parent: 110, fr: 'Bons d’achat', en: 'Gift vouchers' },
  { id: 112, parent: 110, fr: 'Installation & garanties', en: 'Installation & warranties' },
  { id: 130, parent: 2, fr: 'Auto & Moto', en: 'Car & Motorbike' },
  { id: 131, parent: 130, fr: 'Pneus', en: 'Tyres' },
  { id: 132, parent: 130, fr: 'Entretien & accessoires auto', en: 'Car care & accessories' },
  { id: 133, parent: 130, fr: 'Motos & casques', en: 'Motorbikes & helmets' },
  { id: 120, parent: 2, fr: 'Packs & offres groupées', en: 'Bundles & packs' },
  { id: 2411, parent: 2, fr: 'Sélection de la maison', en: 'Our selection', hidden: true },
  { id: 2412, parent: 2, fr: 'Ventes flash', en: 'Flash sales', hidden: true },
  { id: 2413, parent: 2, fr: 'Black Friday', en: 'Black Friday', hidden: true },
  { id: 2414, parent: 2, fr: 'Nouveautés', en: 'New arrivals', hidden: true },
];

export async function seedCategories(db: Executor, createdAt: string): Promise<void> {
  const levels = new Map<number, number>([[0, -1]]);
  const positions = new Map<number, number>();
  const rows = CATEGORIES.map((c) => {
    const level = (levels.get(c.parent) ?? 0) + 1;
    levels.set(c.id, level);
    const position = (positions.get(c.parent) ?? 0) + 1;
    positions.set(c.parent, position);
    const inMenu = c.hidden || level < 2 ? 0 : 1;
    return { id: c.id, parent_id: c.parent === 0 ? null : c.parent, name_fr: c.fr, name_en: c.en, url_key: slugify(c.fr), position, level, is_active: 1, include_in_menu: inMenu, created_at: createdAt };
  });
  await insertRows(db, 'categories', rows);
  await insertRows(db, 'best_selections', Object.values(TILE_CATEGORIES).map((id, index) => ({ position: index + 1, category_id: id })));
}
