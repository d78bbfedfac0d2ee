import type { Executor } from '../db/store.ts';

/** A listed (visible, enabled) simple product as the seeds choose among them, attributes parsed. */
export interface ListedProduct {
  id: number;
  sku: string;
  price: number;
  popularity: number;
  /** Null when the product has no stock row. */
  qty: number | null;
  inStock: boolean;
  attributes: Record<string, unknown>;
}

/**
 * The listed simple products in id order. The seeds pick among them in code: their conditions
 * read the attributes' JSON, which each engine queries its own way (json_extract, ->>).
 */
export async function listedSimpleProducts(db: Executor): Promise<ListedProduct[]> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('stock as s', 's.product_id', 'p.id')
    .select(['p.id', 'p.sku', 'p.price', 'p.popularity', 'p.attributes', 's.qty', 's.is_in_stock'])
    .where('p.type_id', '=', 'simple')
    .where('p.status', '=', 1)
    .where('p.visibility', '=', 4)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    price: r.price,
    popularity: r.popularity,
    qty: r.qty ?? null,
    inStock: r.is_in_stock === 1,
    attributes: JSON.parse(r.attributes) as Record<string, unknown>,
  }));
}

/** An attribute as SQLite's json_extract reads it: absent and JSON null alike are null, the rest text. */
export function attribute(product: ListedProduct, code: string): string | null {
  const value = product.attributes[code];
  return value === undefined || value === null ? null : String(value);
}
