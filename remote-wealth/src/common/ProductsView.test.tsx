import { act, fireEvent, screen } from '@testing-library/react';
import { loadEnglish, renderInApp, renderInEnglish } from '../../test/render';
import { ProductsView } from './ProductsView';
import type { Products } from './useProducts';

const view = (products: Products<string>) => (
  <ProductsView products={products}>{(items) => <p>{items.join(', ')}</p>}</ProductsView>
);
const state = (status: Products<string>['status'], items: string[] = [], retry = jest.fn()) => ({ status, items, retry });

describe('product list states', () => {
  it('shows a spinner while loading, once the page delay has passed', async () => {
    await loadEnglish();
    jest.useFakeTimers();
    try {
      renderInApp(view(state('loading')));
      expect(screen.queryByRole('progressbar')).toBeNull();
      act(() => jest.advanceTimersByTime(250));
      expect(screen.getByRole('progressbar')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers a retry when loading failed', async () => {
    const retry = jest.fn();
    await renderInEnglish(view(state('failed', [], retry)));
    expect(screen.getByText('The list could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('says so when there are no products', async () => {
    await renderInEnglish(view(state('ready')));
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('renders the list when there are products', async () => {
    await renderInEnglish(view(state('ready', ['a', 'b'])));
    expect(screen.getByText('a, b')).toBeTruthy();
  });
});
