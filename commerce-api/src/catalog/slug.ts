/**
 * URL keys and file names from names and SKUs, lower-case ASCII words joined by dashes:
 * `Téléphones & Tablettes` → `telephones-tablettes`.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
