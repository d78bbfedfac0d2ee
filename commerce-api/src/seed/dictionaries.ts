import type { Db } from '../db/database.ts';
import { DICTIONARIES } from '../catalog/dictionaries.ts';

export function seedDictionaries(db: Db): void {
  const insertAttribute = db.prepare(
    'INSERT INTO product_attributes (attribute_code, attribute_id, label_fr, label_en) VALUES (?, ?, ?, ?)',
  );
  const insertOption = db.prepare(
    'INSERT INTO attribute_options (attribute_code, option_id, label_fr, label_en, swatch, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const d of DICTIONARIES) {
    insertAttribute.run(d.code, d.attributeId, d.fr, d.en);
    d.values.forEach((v, i) => insertOption.run(d.code, d.attributeId * 100 + i + 1, v.fr, v.en, v.swatch ?? null, i));
  }
}
