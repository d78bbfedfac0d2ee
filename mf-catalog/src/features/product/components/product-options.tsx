import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT } from '@shop/shared';
import type { Dictionaries } from '../../../api/product';
import type { MagentoProduct } from '../../../api/types';
import { attributeCodeOf, customValueDelta, valueAvailable, valuesInDictionaryOrder, type MissingOption, type OptionSelection } from '../lib/options';

interface ProductOptionsProps {
  product: MagentoProduct;
  /** Children of a configurable. */
  variants: readonly MagentoProduct[];
  dictionaries: Dictionaries | null;
  selection: OptionSelection;
  onChange: (next: OptionSelection) => void;
  /** Mandatory options left out at the last add-to-cart attempt. */
  missing: readonly MissingOption[];
  basePrice: number;
  guaranteePerUnit: number;
  partNames: ReadonlyMap<string, string>;
}

function signed(amount: number, locale: 'fr' | 'en'): string {
  return `${amount < 0 ? '−' : '+'}${formatPrice(Math.abs(amount), locale)}`;
}

function OptionError({ id }: { id: string }) {
  const { t } = useT('common');
  return (
    <p className="catalog-option__error" id={id} role="alert" data-testid="option-error">
      {t('option_required')}
    </p>
  );
}

/** Configurable attributes (colour swatches with hex, sizes), custom options, bundle parts, guarantee. */
export function ProductOptions({ product, variants, dictionaries, selection, onChange, missing, basePrice, guaranteePerUnit, partNames }: ProductOptionsProps) {
  const { t } = useT('catalog');
  const locale = useStore($locale);
  const uid = useId();
  const isMissing = (kind: MissingOption['kind'], id: string) => missing.some((m) => m.kind === kind && m.id === id);
  const configurable = product.extension_attributes?.configurable_product_options ?? [];
  const bundle = product.extension_attributes?.bundle_product_options ?? [];

  return (
    <div className="catalog-options" data-testid="product-options">
      {configurable
        .toSorted((a, b) => a.position - b.position)
        .map((option) => {
          const code = attributeCodeOf(option.attribute_id, dictionaries);
          const dictionary = code ? dictionaries?.[code] : undefined;
          const chosen = selection.configurable[option.attribute_id];
          const errorId = `${uid}-c${option.attribute_id}`;
          const missingHere = isMissing('configurable', option.attribute_id);
          const chosenLabel = dictionary?.options.find((o) => Number(o.value) === chosen)?.label;
          return (
            <fieldset key={option.attribute_id} className="catalog-option" aria-describedby={missingHere ? errorId : undefined} data-option={code}>
              <legend>
                {option.label}
                {chosenLabel ? <span className="catalog-option__chosen"> : {chosenLabel}</span> : null}
              </legend>
              <div className="catalog-option__values">
                {valuesInDictionaryOrder(option.values, dictionary).map(({ value_index }) => {
                  const entry = dictionary?.options.find((o) => Number(o.value) === value_index);
                  const label = entry?.label ?? String(value_index);
                  const available = valueAvailable(product, variants, selection, dictionaries, option.attribute_id, value_index);
                  const selected = chosen === value_index;
                  const toggle = () => {
                    const next = { ...selection.configurable };
                    if (selected) delete next[option.attribute_id];
                    else next[option.attribute_id] = value_index;
                    onChange({ ...selection, configurable: next });
                  };
                  return entry?.swatch ? (
                    <button
                      key={value_index}
                      type="button"
                      className="catalog-swatch"
                      style={{ backgroundColor: entry.swatch }}
                      aria-pressed={selected}
                      aria-label={available ? label : t('option_unavailable', { label })}
                      title={label}
                      disabled={!available}
                      onClick={toggle}
                      data-testid="option-value"
                    />
                  ) : (
                    <button
                      key={value_index}
                      type="button"
                      className="catalog-chip"
                      aria-pressed={selected}
                      aria-label={available ? undefined : t('option_unavailable', { label })}
                      disabled={!available}
                      onClick={toggle}
                      data-testid="option-value"
                    >
                      {label}
                    </button>
                  );
                })}
              </div>
              {missingHere ? <OptionError id={errorId} /> : null}
            </fieldset>
          );
        })}

      {(product.options ?? [])
        .toSorted((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
        .map((option) => {
          const id = `${uid}-o${option.option_id}`;
          const errorId = `${id}-error`;
          const missingHere = isMissing('custom', String(option.option_id));
          const chosen = selection.custom[String(option.option_id)];
          return (
            <div key={option.option_id} className="catalog-option">
              <label htmlFor={id}>
                {option.title}
                {option.is_require ? ' *' : ''}
              </label>
              <select
                id={id}
                value={chosen === undefined ? '' : String(chosen)}
                aria-invalid={missingHere || undefined}
                aria-describedby={missingHere ? errorId : undefined}
                data-testid="custom-option"
                onChange={(e) => {
                  const next = { ...selection.custom };
                  if (e.target.value === '') delete next[String(option.option_id)];
                  else next[String(option.option_id)] = Number(e.target.value);
                  onChange({ ...selection, custom: next });
                }}
              >
                <option value="">{t('choose_option')}</option>
                {(option.values ?? [])
                  .toSorted((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
                  .map((value) => {
                    const delta = customValueDelta(option, value.option_type_id, basePrice);
                    return (
                      <option key={value.option_type_id} value={value.option_type_id}>
                        {delta !== 0 ? `${value.title} (${signed(delta, locale)})` : value.title}
                      </option>
                    );
                  })}
              </select>
              {missingHere ? <OptionError id={errorId} /> : null}
            </div>
          );
        })}

      {bundle
        .toSorted((a, b) => a.position - b.position)
        .map((option) => {
          const single = option.type === 'radio' || option.type === 'select';
          const chosen = selection.bundle[String(option.option_id)] ?? [];
          const errorId = `${uid}-b${option.option_id}`;
          const missingHere = isMissing('bundle', String(option.option_id));
          return (
            <fieldset key={option.option_id} className="catalog-option" aria-describedby={missingHere ? errorId : undefined} data-testid="bundle-option">
              <legend>
                {option.title}
                {option.required ? ' *' : ''}
              </legend>
              {option.product_links
                .toSorted((a, b) => a.position - b.position)
                .map((link) => (
                  <label key={link.id} className="catalog-option__row">
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={`${uid}-bundle-${option.option_id}`}
                      checked={chosen.includes(link.id)}
                      onChange={(e) => {
                        const next = single ? [link.id] : e.target.checked ? [...chosen, link.id] : chosen.filter((c) => c !== link.id);
                        onChange({ ...selection, bundle: { ...selection.bundle, [String(option.option_id)]: next } });
                      }}
                    />
                    <span>
                      {link.qty > 1 ? `${link.qty} × ` : ''}
                      {partNames.get(link.sku) ?? link.sku}
                    </span>
                  </label>
                ))}
              {missingHere ? <OptionError id={errorId} /> : null}
            </fieldset>
          );
        })}

      {guaranteePerUnit > 0 ? (
        <label className="catalog-option__row catalog-option__guarantee">
          <input
            type="checkbox"
            checked={selection.guarantee}
            onChange={(e) => onChange({ ...selection, guarantee: e.target.checked })}
            data-testid="guarantee-option"
          />
          <span>{t('guarantee_option', { price: formatPrice(guaranteePerUnit, locale) })}</span>
        </label>
      ) : null}
    </div>
  );
}
