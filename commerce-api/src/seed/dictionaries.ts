import type { Executor } from '../db/store.ts';
import { DICTIONARIES } from '../catalog/dictionaries.ts';
import { insertRows } from './write.ts';

export async function seedDictionaries(db: Executor): Promise<void> {
  await insertRows(db, 'product_attributes', DICTIONARIES.map((d) => ({ attribute_code: d.code, attribute_id: d.attributeId, label_fr: d.fr, label_en: d.en })));
  await insertRows(
    db,
    'attribute_options',
    DICTIONARIES.flatMap((d) => d.values.map((v, i) => ({ attribute_code: d.code, option_id: d.attributeId * 100 + i + 1, label_fr: v.fr, label_en: v.en, swatch: v.swatch ?? null, sort_order: i }))),
  );
}
