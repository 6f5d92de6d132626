import { render, screen } from '@testing-library/react';
import { startI18n } from '@h5/shared/testing';
import '../../start';
import { AccountCard } from './AccountCard';
import { usdtPrices, withAllAccounts } from './valuation';

beforeAll(() => startI18n('en', 'account'));

describe('account card', () => {
  it('shows a new user four accounts worth zero, not an empty page', async () => {
    render(
      <>
        {withAllAccounts([]).map((account) => (
          <AccountCard key={account.type} account={account} prices={usdtPrices([])} decimals={new Map()} hidden={false} onOpen={() => undefined} />
        ))}
      </>,
    );
    const cards = await screen.findAllByRole('button');
    expect(cards.map((c) => c.querySelector('.ac-account__name')?.textContent)).toEqual([
      'Spot account',
      'Options account',
      'Contract account',
      'Wealth account',
    ]);
    expect(screen.getAllByText('≈ 0.00 USDT')).toHaveLength(4);
  });

  it('shows each currency floored to its decimals, or masks everything', async () => {
    const account = { type: 'coin' as const, balances: [{ currency_id: 3, currency: 'USDT', available: '1234.5678', frozen: '0.5', total: '1235.0678' }] };
    const props = { account, prices: usdtPrices([]), decimals: new Map([['USDT', 2]]), onOpen: () => undefined };
    const { rerender } = render(<AccountCard {...props} hidden={false} />);
    expect(await screen.findByText('1,234.56')).toBeTruthy();
    expect(screen.getByText('0.50')).toBeTruthy();
    expect(screen.getByText('1,235.06')).toBeTruthy();
    expect(screen.getByText('≈ 1,235.06 USDT')).toBeTruthy();

    rerender(<AccountCard {...props} hidden />);
    expect(screen.queryByText('1,234.56')).toBeNull();
    expect(screen.getAllByText('******')).toHaveLength(3);
  });
});
