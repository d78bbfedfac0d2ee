import { describe, expect, it } from 'vitest';
import { magentoProduct } from '../../../test-support/magento-product';
import { hasWarranty, productTrust } from './trust';

const dictionaries = {
  warranty: { attribute_id: 208, label: 'Garantie', options: [{ value: '20801', label: '1 semaine' }, { value: '20805', label: '12 mois' }] },
};

describe('productTrust', () => {
  it('names the warranty with its dictionary and reads the seller', () => {
    const phone = magentoProduct({ attributes: { warranty: '20805', seller: ' Akwa Électronique ' } });
    expect(hasWarranty(phone)).toBe(true);
    expect(productTrust(phone, dictionaries)).toEqual({ warranty: '12 mois', seller: 'Akwa Électronique' });
  });

  it('leaves out a warranty the catalogue does not have, cannot name, or whose dictionary is missing', () => {
    const shirt = magentoProduct({ attributes: { seller: 'GT Store' } });
    expect(hasWarranty(shirt)).toBe(false);
    expect(productTrust(shirt, dictionaries)).toEqual({ warranty: null, seller: 'GT Store' });
    expect(productTrust(magentoProduct({ attributes: { warranty: '20899' } }), dictionaries).warranty).toBeNull();
    expect(productTrust(magentoProduct({ attributes: { warranty: '20805' } }), null).warranty).toBeNull();
  });

  it('has no seller when the attribute is absent or blank', () => {
    expect(productTrust(magentoProduct({ attributes: { seller: '  ' } }), null).seller).toBeNull();
    expect(productTrust(magentoProduct(), null).seller).toBeNull();
  });
});
