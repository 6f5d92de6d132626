import { screen, within } from '@testing-library/react';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { newCoinOrder } from '../../../test/fixtures';
import { OrderRow } from './OrderRow';
import '../../start';

beforeAll(() => startI18n('en', 'wealth'));

describe('new-coin record', () => {
  it('shows a commit under review without an allocation yet', async () => {
    renderInApp(<OrderRow order={{ ...newCoinOrder, status: 'review', allocated: null, paid: null, refunded: null, last_price: null }} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Under review')).toBeTruthy();
    expect(card.getByText('300.000000 USDT')).toBeTruthy();
    expect(card.queryByText('Allocated')).toBeNull();
    expect(card.queryByText('Expected return')).toBeNull();
  });

  it('shows the allocation, the refund and the locked coins valued at the live price', async () => {
    renderInApp(<OrderRow order={newCoinOrder} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Passed')).toBeTruthy();
    expect(card.getByText('3,999.9999 NOVA')).toBeTruthy();
    expect(card.getByText('199.999995 USDT')).toBeTruthy();
    expect(card.getByText('100.000005 USDT')).toBeTruthy();
    // 3999.9999 x 0.075 = 299.9999925, floored to 299.999992: 99.999997 over the 199.999995 paid, +49.99%.
    expect(card.getByText('299.999992 USDT')).toBeTruthy();
    expect(card.getByText('+99.999997 USDT')).toBeTruthy();
    expect(card.getByText('+49.99%')).toBeTruthy();
  });
});
