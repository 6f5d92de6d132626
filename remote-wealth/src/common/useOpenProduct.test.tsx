import { fireEvent, screen } from '@testing-library/react';
import type { User } from '@h5/shared/contract';
import { useLocation } from '@h5/shared/router';
import { useSession } from '@h5/shared/session';
import { renderInEnglish } from '../../test/render';
import { useOpenProduct } from './useOpenProduct';

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
    useSession.getState().clear();
    window.location.hash = '#/pages/template/index';
  });

  it('sends a guest to login, coming back to the tab afterwards', async () => {
    await renderInEnglish(<BuyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'buy' }));
    const target = new URL(screen.getByRole('status').textContent ?? '', 'http://x');
    expect(target.pathname).toBe('/pages/user/login/login');
    expect(target.searchParams.get('backpage')).toBe('/pages/template/index');
  });

  it('takes a signed-in user to the purchase page of that product', async () => {
    useSession.getState().signIn('token', { id: 1, nickname: 'me' } as User);
    await renderInEnglish(<BuyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'buy' }));
    expect(screen.getByRole('status').textContent).toBe('/pages/finance/buyPage?id=3');
  });
});
