import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withFormXsrf, XSRF_FIELD } from '@shop/shared/contracts/session-cookies';
import { XsrfField } from './xsrf-field';

describe('XsrfField', () => {
  it('renders the empty slot the store fills for a signed-in browser, and only that', () => {
    const html = renderToString(
      <form method="post">
        <input type="hidden" name="sku" value="TEE" />
        <XsrfField />
      </form>,
    );
    const value = `${'a1_-'.repeat(10)}xyz`;
    const filled = withFormXsrf(html, value);
    expect(filled).not.toBe(html);
    const form = new DOMParser().parseFromString(filled, 'text/html').querySelector('form')!;
    expect(new FormData(form).get(XSRF_FIELD)).toBe(value);
    expect(new FormData(form).get('sku')).toBe('TEE');
  });
});
