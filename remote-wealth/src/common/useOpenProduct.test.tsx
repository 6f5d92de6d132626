import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@h5/shared/router';
import { renderInApp, signIn, signOut, startI18n } from '@h5/shared/testing';
import { useOpenProduct } from './useOpenProduct';
import '../start';

beforeAll(() => startI18n('en', 'wealth'));

function BuyButton() {
  const open = useOpenProduct('trustBuy');
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => open(3)}>
        buy
      </button>
      <output>{`${location.pathname}${location.search}`}</output>
    </>
  );
}

describe('opening a product', () => {
  beforeEach(() => {
    signOut();
    window.location.hash = '#/pages/template/index';
  });

  it('sends a guest to login, coming back to the tab afterwards', async () => {
    renderInApp(<BuyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'buy' }));
    const target = new URL(screen.getByRole('status').textContent ?? '', 'http://x');
    expect(target.pathname).toBe('/pages/user/login/login');
    expect(target.searchParams.get('backpage')).toBe('/pages/template/index');
  });

  it('takes a signed-in user to the purchase page of that product', async () => {
    signIn({ id: 1, nickname: 'me' });
    renderInApp(<BuyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'buy' }));
    expect(screen.getByRole('status').textContent).toBe('/pages/finance/buyPage?id=3');
  });
});
