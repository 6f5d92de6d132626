import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { trustProducts } from '../../../test/fixtures';
import { TrustIntro } from './TrustIntro';
import { TrustList } from './TrustList';
import '../../start';

beforeAll(() => startI18n('en', 'wealth'));

describe('trust product list', () => {
  it('renders one card per product, in the order given, open ones buyable', async () => {
    const onBuy = jest.fn();
    renderInApp(<TrustList products={trustProducts} onBuy={onBuy} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['USDT-7D', 'USDT-15D', 'USDT-180D']);
    expect(screen.getAllByRole('button', { name: 'Buy now' })).toHaveLength(2);
    expect(within(cards[2]!).getByRole('button', { name: /^Opens / })).toBeTruthy();

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Buy now' }));
    expect(onBuy).toHaveBeenCalledWith(1);
  });

  it('explains the products with the spec example worked out', async () => {
    renderInApp(<TrustIntro />);
    expect(
      screen.getByText('Example: 0.4% a day for 15 days on 10,000 USDT earns 40 USDT a day, 600 USDT in total.'),
    ).toBeTruthy();
  });
});
