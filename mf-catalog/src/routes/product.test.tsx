import { describe, expect, it } from 'vitest';
import { magentoProduct } from '../test-support/magento-product';
import { head } from './product';

const context = { locale: 'fr' as const, params: {} };

describe("the product page's head, which the server writes and the page reads", () => {
  it("takes the merchant's title and description, else the name and the short description's start", () => {
    const own = magentoProduct({ name: 'Tecno Spark 20', attributes: { meta_title: 'Spark 20 pas cher', meta_description: 'Le Spark 20 à Douala.', short_description: '<p>Écran 6,6"</p>' } });
    expect(head({ product: own }, context)).toMatchObject({ title: 'Spark 20 pas cher', description: 'Le Spark 20 à Douala.' });
    const plain = magentoProduct({ name: 'Tecno Spark 20', attributes: { short_description: `<p>Écran <b>6,6"</b></p>${'x'.repeat(200)}` } });
    const { title, description } = head({ product: plain }, context);
    expect(title).toBe('Tecno Spark 20 | Boutique');
    expect(description).toBe(`Écran 6,6" ${'x'.repeat(149)}`);
  });

  it('falls back to the shop\'s sentence for a product without either, and says "not found" for none', () => {
    expect(head({ product: magentoProduct({ name: 'Fer à repasser' }) }, context).description).toBe('Fer à repasser au meilleur prix au Cameroun, livré en 24 à 72 h.');
    expect(head({ product: null }, context)).toMatchObject({ notFound: true });
  });
});
