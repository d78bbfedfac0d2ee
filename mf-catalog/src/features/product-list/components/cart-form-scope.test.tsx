import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '@shop/shared';
import { CART_FORM_PATH } from '@shop/shared/contracts/cart-form';
import { withFormXsrf, XSRF_FIELD } from '@shop/shared/contracts/session-cookies';
import { registerCatalogTranslations } from '../../../i18n/register';
import { AddToCartButton } from './add-to-cart-button';
import { CartFormScope } from './cart-form-scope';

beforeAll(() => {
  registerCatalogTranslations();
  setLocale('fr');
});

const item = (sku: string) => ({ sku, qty: 1, name: sku, price: 1000, product_type: 'simple' });

/** Two cards' buttons under one list's form, as the server sends them. */
function serverList(): Document {
  const html = renderToString(
    <MemoryRouter initialEntries={['/category/telephones-2411?sort=price']}>
      <CartFormScope>
        <ul>
          <li><AddToCartButton item={item('TEE-1')} /></li>
          <li><AddToCartButton item={item('TEE-2')} /></li>
        </ul>
      </CartFormScope>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(withFormXsrf(html, `${'a1_-'.repeat(10)}xyz`), 'text/html');
}

describe('CartFormScope', () => {
  it("posts the cart form contract's fields with the tapped card's SKU, and the cards hold no form of their own", () => {
    const doc = serverList();
    const forms = doc.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect(form.getAttribute('action')).toBe(CART_FORM_PATH);
    expect(form.getAttribute('method')).toBe('post');
    const buttons = [...doc.querySelectorAll<HTMLButtonElement>('[data-testid="add-to-cart"]')];
    expect(buttons.map((b) => b.form)).toEqual([form, form]);
    expect(doc.querySelectorAll('li input')).toHaveLength(0);
    const posted = Object.fromEntries(new FormData(form, buttons[1]));
    expect(posted).toEqual({ qty: '1', back: '/category/telephones-2411?sort=price', [XSRF_FIELD]: `${'a1_-'.repeat(10)}xyz`, sku: 'TEE-2' });
  });

  it('refuses a button outside a list, which would post nothing', () => {
    expect(() => renderToString(<AddToCartButton item={item('TEE')} />)).toThrow(/CartFormScope/);
  });
});
