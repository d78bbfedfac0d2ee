import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@shop/shared';
import { registerCatalogTranslations } from '../../../i18n/register';
import { ProductGallery } from './product-gallery';

registerCatalogTranslations();

afterEach(cleanup);

const picture = () => screen.getByRole('img', { name: /^Tecno Spark 20/ });

const images = [
  { file: '/t/e/tecno-spark-20-12.jpg', label: 'Tecno Spark 20' },
  { file: '/t/e/tecno-spark-20-12_1.jpg', label: 'Tecno Spark 20, dos' },
];

describe('ProductGallery zoom', () => {
  it('zooms the main picture with its 1200 px file on a tap, and back, in the page language', async () => {
    await setLocale('en');
    render(<ProductGallery images={images} name="Tecno Spark 20" />);
    const zoom = screen.getByRole('button', { name: 'Zoom into the picture' });
    expect(picture().getAttribute('src')).not.toContain('w=1200');
    fireEvent.click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(picture().getAttribute('src')).toMatch(/tecno-spark-20-12\.jpg\?w=1200$/);
    expect(picture().getAttribute('srcset')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out of the picture' }));
    expect(picture().getAttribute('src')).not.toContain('w=1200');
  });

  it('leaves the zoom when another picture is chosen', async () => {
    await setLocale('fr');
    render(<ProductGallery images={images} name="Tecno Spark 20" />);
    fireEvent.click(screen.getByRole('button', { name: "Agrandir l'image" }));
    fireEvent.click(screen.getByRole('button', { name: "Afficher l'image 2 sur 2" }));
    expect(screen.getByRole('button', { name: "Agrandir l'image" }).getAttribute('aria-pressed')).toBe('false');
  });
});
