/**
 * Tiles of the error page (spec §2). Category links use the catalogue's
 * `/category/{slug-with-numeric-id}` shape; the ids are those of the seeded catalogue tree.
 */
export interface SelectionTile {
  /** Key under `shell:not_found.tiles`. */
  key: string;
  href: string;
  /** Emoji keeps the tiles image-free (no extra requests on a 3G error page). */
  icon: string;
}

export const BEST_SELECTIONS: readonly SelectionTile[] = [
  { key: 'phones_tablets', href: '/category/telephones-tablettes-3', icon: '📱' },
  { key: 'laptops', href: '/category/ordinateurs-portables-10', icon: '💻' },
  { key: 'television', href: '/category/televisions-6', icon: '📺' },
  { key: 'tablet', href: '/category/tablettes-5', icon: '📲' },
  { key: 'washing_machine', href: '/category/machines-a-laver-14', icon: '🧺' },
  { key: 'supermarket', href: '/category/supermarche-20', icon: '🛒' },
  { key: 'dining_room', href: '/category/salle-a-manger-25', icon: '🍽️' },
  { key: 'fashion', href: '/category/mode-30', icon: '👗' },
  { key: 'samsung_galaxy', href: '/category/samsung-galaxy-4', icon: '🌌' },
  { key: 'solar_products', href: '/category/produits-solaires-18', icon: '☀️' },
  { key: 'gaming_console', href: '/category/consoles-de-jeux-12', icon: '🎮' },
  { key: 'home', href: '/', icon: '🏠' },
];
