import { formatDateTime } from '@h5/shared/format';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { trustProducts } from '../../../test/fixtures';
import { TrustCard } from './TrustCard';
import '../../start';

beforeAll(() => startI18n('en', 'wealth'));

const [sevenDay, fifteenDay, soon] = trustProducts as [typeof trustProducts[number], typeof trustProducts[number], typeof trustProducts[number]];

describe('trust product card', () => {
  it('shows an open product with its figures and the yield of its minimum over the cycle', async () => {
    const onBuy = jest.fn();
    renderInApp(<TrustCard product={fifteenDay} onBuy={onBuy} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'USDT-15D' })).toBeTruthy();
    expect(within(card).getByText('0.4%')).toBeTruthy();
    expect(within(card).getByText('15 days')).toBeTruthy();
    // The annual rate beside the daily one: 0.4 % x 365.
    expect(within(card).getByText('146%')).toBeTruthy();
    expect(within(card).getByText('10,000 – 100,000 USDT')).toBeTruthy();
    // Spec section 9: 0.4 % a day over 15 days on 10000 gives 600.
    expect(within(card).getByText('Yield on 10,000 USDT over 15 days')).toBeTruthy();
    expect(within(card).getByText('600 USDT')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Buy now' }));
    expect(onBuy).toHaveBeenCalledWith(2);
  });

  it('floors the example yield without float drift', async () => {
    renderInApp(<TrustCard product={sevenDay} onBuy={jest.fn()} />);
    expect(screen.getByText('2.1 USDT')).toBeTruthy();
    expect(screen.getByText('0.3%')).toBeTruthy();
  });

  it('shows a product still to be opened with its opening time, no Buy, and a way to its terms', async () => {
    const onBuy = jest.fn();
    renderInApp(<TrustCard product={soon} onBuy={onBuy} />);
    const button = screen.getByRole('button', { name: `Opens ${formatDateTime(soon.opens_at as string)}` });
    expect(button).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    fireEvent.click(button);
    expect(onBuy).toHaveBeenCalledWith(soon.id);
  });
});
