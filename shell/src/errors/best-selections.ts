/**
 * Tiles of the error page. Category links use the catalogue's
 * `/category/{slug-with-numeric-id}` shape; the ids and url keys are
 * those of the seeded catalogue (`TILE_CATEGORIES` in commerce-api/src/seed/categories.ts).
 */
export interface SelectionTile {
  /** Key under `shell:not_found.tiles`. */
  key: string;
  href: string;
}

export const BEST_SELECTIONS: readonly SelectionTile[] = [
  { key: 'phones_tablets', href: '/category/telephones-tablettes-12' },
  { key: 'laptops', href: '/category/ordinateurs-portables-21' },
  { key: 'television', href: '/category/televisions-31' },
  { key: 'tablet', href: '/category/tablettes-14' },
  { key: 'washing_machine', href: '/category/machines-a-laver-42' },
  { key: 'supermarket', href: '/category/supermarche-70' },
  { key: 'dining_room', href: '/category/salle-a-manger-51' },
  { key: 'fashion', href: '/category/mode-80' },
  { key: 'samsung_galaxy', href: '/category/samsung-galaxy-15' },
  { key: 'solar_products', href: '/category/energie-solaire-90' },
  { key: 'gaming_console', href: '/category/consoles-de-jeux-61' },
  { key: 'home', href: '/' },
];
