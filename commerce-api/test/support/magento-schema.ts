import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * Validation of responses against Magento 2.4.9's published REST schema (Swagger 2.0): the
 * definitions the tests use, vendored unchanged in `../contracts/` (source and licence in its README).
 *
 * The definitions become one JSON Schema document; `#/definitions/…` references work as they are.
 * Three known looseness fixes, each matching Magento's real output:
 *  - `framework-attribute-interface.value` (custom_attributes[].value) accepts any JSON value:
 *    Magento returns arrays for some attributes (e.g. `category_ids`);
 *  - `low_stock_date` may be null, as Magento returns it for items that never ran low;
 *  - error `parameters` may be an object: Magento sends named parameters that way.
 *
 *   import { validateMagento } from './support/magento-schema.ts';
 *   expect(validateMagento('catalog-data-product-interface', product)).toEqual([]);
 */
const CONTRACT = join(import.meta.dirname, '../contracts/magento-rest-2.4.9.definitions.json');

type Schema = Record<string, unknown>;

function loadDefinitions(): Record<string, Schema> {
  return (JSON.parse(readFileSync(CONTRACT, 'utf8')) as { definitions: Record<string, Schema> }).definitions;
}

function relax(definitions: Record<string, Schema>): Record<string, Schema> {
  const copy = structuredClone(definitions);
  const attribute = copy['framework-attribute-interface'];
  if (attribute && typeof attribute['properties'] === 'object') {
    (attribute['properties'] as Record<string, Schema>)['value'] = {};
  }
  const stockItem = copy['catalog-inventory-data-stock-item-interface'];
  if (stockItem && typeof stockItem['properties'] === 'object') {
    (stockItem['properties'] as Record<string, Schema>)['low_stock_date'] = { type: ['string', 'null'] };
  }
  // Magento sends named parameters as an object ({"fieldName": "sku"}), positional ones as a list.
  const error = copy['error-response'];
  if (error && typeof error['properties'] === 'object') {
    (error['properties'] as Record<string, Schema>)['parameters'] = { type: ['object', 'array'] };
  }
  return copy;
}

let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorFor(definition: string): ValidateFunction {
  let validate = validators.get(definition);
  if (validate) return validate;
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: 'magento', definitions: relax(loadDefinitions()) });
  }
  if (!ajv.getSchema(`magento#/definitions/${definition}`)) throw new Error(`No definition "${definition}" in the Magento schema`);
  validate = ajv.compile({ $ref: `magento#/definitions/${definition}` });
  validators.set(definition, validate);
  return validate;
}

/** Errors of `data` against a Magento definition (e.g. `catalog-data-product-interface`); [] when valid. */
export function validateMagento(definition: string, data: unknown): string[] {
  const validate = validatorFor(definition);
  if (validate(data)) return [];
  return (validate.errors ?? []).slice(0, 20).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
}

/** Magento's error body (`error-response`): `{ message, parameters }`. */
export function validateMagentoError(data: unknown): string[] {
  return validateMagento('error-response', data);
}
