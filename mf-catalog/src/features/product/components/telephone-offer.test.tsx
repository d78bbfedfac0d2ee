import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { configureApi, setLocale } from '@shop/shared';
import { registerCatalogTranslations } from '../../../i18n/register';
import { magentoProduct } from '../../../test-support/magento-product';
import { TelephoneOffer } from './telephone-offer';

const flagsAsked: string[] = [];

beforeAll(() => {
  registerCatalogTranslations();
  setLocale('fr');
  configureApi({ baseUrl: 'http://shop.test' });
  // The back end turns the offer on, except for one phone.
  vi.stubGlobal('fetch', async (input: Request) => {
    flagsAsked.push(new URL(input.url).pathname);
    return Response.json({ showOrangeDataOnProducts: true, orangeDataOnProductExceptions: ['PHONE-EXCLUDED'], showPageBanners: false });
  });
});

afterEach(cleanup);

const phone = (sku: string) => magentoProduct({ sku, attributes: { category_ids: ['13'] } });
const OFFER = 'Bonus data Orange offert avec ce téléphone.';

describe('TelephoneOffer', () => {
  it("shows a phone's Orange data bonus once the back end's flags say so", async () => {
    render(<TelephoneOffer product={phone('PHONE-1')} />);
    expect((await screen.findByTestId('telephone-offer')).textContent).toBe(OFFER);
    expect(flagsAsked).toEqual(['/api/feature-flags']);
  });

  it('shows nothing for a phone the flags exclude, or a product that is not a phone', async () => {
    render(<TelephoneOffer product={phone('PHONE-2')} />);
    await screen.findByTestId('telephone-offer');
    cleanup();
    const { container } = render(
      <>
        <TelephoneOffer product={phone('PHONE-EXCLUDED')} />
        <TelephoneOffer product={magentoProduct({ sku: 'TV-1', attributes: { category_ids: ['6'] } })} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
