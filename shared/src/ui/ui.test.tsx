import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../stores/locale';
import { $toasts, showToast } from '../stores/toast';
import { Button } from './button';
import { ErrorRetry } from './error-retry';
import { Price } from './price';
import { ProductCard } from './product-card';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Toaster } from './toaster';

/** Exact text (testing-library's matcher would collapse the no-break spaces we assert on). */
const currentPrice = () => document.querySelector('.shop-price__current')?.textContent;

beforeEach(() => setLocale('fr'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  $toasts.set([]);
});

describe('Price', () => {
  it('formats in the current language and follows a language switch', () => {
    render(<Price amount={125000} oldAmount={150000} percentOff={17} />);
    expect(currentPrice()).toBe('125\u202F000\u00A0FCFA');
    expect(document.querySelector('del')?.textContent).toBe('Ancien prix 150\u202F000\u00A0FCFA');
    expect(screen.getByText('-17 %')).toBeTruthy();
    act(() => setLocale('en'));
    expect(currentPrice()).toBe('125,000\u00A0FCFA');
    expect(document.querySelector('del')?.textContent).toBe('Old price 150,000\u00A0FCFA');
    expect(screen.getByText('-17%')).toBeTruthy();
  });

  it('hides an old price that is not higher and a zero discount', () => {
    render(<Price amount={5000} oldAmount={5000} percentOff={0} />);
    expect(document.querySelector('del')).toBeNull();
    expect(document.querySelector('.shop-price__badge')).toBeNull();
  });
});

describe('ProductCard', () => {
  it('links to the product and shows the special price with the spec discount', () => {
    render(
      <MemoryRouter>
        <ProductCard
          name="Tecno Spark 20 128 Go"
          href="/product/tecno-spark-20-1234"
          image="/media/spark.jpg"
          price={100000}
          specialPrice={79900}
          labels={['Livraison gratuite']}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/product/tecno-spark-20-1234');
    expect(screen.getByRole('heading', { name: 'Tecno Spark 20 128 Go' })).toBeTruthy();
    expect(currentPrice()).toBe('79\u202F900\u00A0FCFA');
    expect(screen.getByText('-20 %')).toBeTruthy();
    expect(screen.getByText('Livraison gratuite')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the plain price without special price, nothing when hidden', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ProductCard name="Fer" href="/product/1" price={15000} specialPrice={0} />
      </MemoryRouter>,
    );
    expect(currentPrice()).toBe('15\u202F000\u00A0FCFA');
    expect(document.querySelector('del')).toBeNull();
    expect(document.querySelector('.shop-card__placeholder')).not.toBeNull();
    rerender(
      <MemoryRouter>
        <ProductCard name="Fer" href="/product/1" price={15000} hidePrice />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/FCFA/)).toBeNull();
  });
});

describe('Button', () => {
  it('is a non-submitting button by default and blocks clicks while loading', () => {
    const onClick = vi.fn<() => void>();
    const { rerender } = render(<Button onClick={onClick}>Ajouter au panier</Button>);
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Ajouter au panier
      </Button>,
    );
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner and Skeleton', () => {
  it('announces loading in the current language', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
  });

  it('draws the requested number of lines, hidden from assistive tech', () => {
    render(<Skeleton lines={3} height={12} width={200} />);
    const root = screen.getByTestId('skeleton');
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.style.width).toBe('200px');
    const lines = root.querySelectorAll('.shop-skeleton');
    expect(lines).toHaveLength(3);
    expect((lines[0] as HTMLElement).style.height).toBe('12px');
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
  });
});

describe('ErrorRetry', () => {
  it('shows the failure text and calls onRetry', () => {
    const onRetry = vi.fn<() => void>();
    render(<ErrorRetry onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain("Cette partie de la page n'a pas pu être chargée.");
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses a custom message and English texts', () => {
    setLocale('en');
    render(<ErrorRetry message="Could not load the cart" onRetry={() => {}} />);
    expect(screen.getByText('Could not load the cart')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('Toaster', () => {
  it('renders toasts with live roles, dismisses on click and on time', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ type: 'success', message: 'Connection réussi' });
      showToast({ type: 'error', message: 'Ce produit est introuvable' });
    });
    expect(screen.getByRole('status').textContent).toContain('Connection réussi');
    expect(screen.getByRole('alert').textContent).toContain('Ce produit est introuvable');

    const closeButtons = screen.getAllByRole('button', { name: 'Fermer la notification' });
    act(() => fireEvent.click(closeButtons[1] as HTMLElement));
    expect(screen.getByRole('alert').className).toContain('shop-toast--leaving');
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
