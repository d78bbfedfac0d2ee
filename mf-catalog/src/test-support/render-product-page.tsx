import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import ProductPage from '../routes/product';

/** The product route at `path` (French `/product/…` or English `/en/product/…`), as the shell mounts it. */
export function renderProductPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/product/:slug" element={<ProductPage />} />
        <Route path="/en/product/:slug" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>,
  );
}
