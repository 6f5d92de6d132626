import type { Account, Hold, Ticker } from '@h5/shared/contract';
import { accountValue, balanceValue, outsideValue, totalValue, usdtPrices, withAllAccounts } from './valuation';

const ticker = (symbol: string, price: string) => ({ symbol, price }) as Ticker;
const balance = (currency: string, total: string) => ({ currency_id: currency.length, currency, available: total, frozen: '0', total });

const prices = usdtPrices([
  ticker('BTC/USDT', '65000.12'),
  ticker('ETH/USDT', '3000.1'),
  ticker('ETH/BTC', '0.05'),
  ticker('XRP/USDT', 'not a price'),
]);

describe('usdtPrices', () => {
  it('takes the USDT pairs only, USDT itself at 1', () => {
    expect(Object.fromEntries(prices)).toEqual({ USDT: '1', BTC: '65000.12', ETH: '3000.1' });
  });
});

describe('valuation', () => {
  it('multiplies exactly, with no binary rounding', () => {
    expect(balanceValue(balance('BTC', '0.1'), prices)).toBe('6500.012');
    expect(balanceValue(balance('ETH', '0.3'), prices)).toBe('900.03');
    expect(balanceValue(balance('USDT', '0.1'), prices)).toBe('0.1');
  });

  it('counts a currency with no live price as nothing', () => {
    expect(balanceValue(balance('XRP', '100'), prices)).toBe('0');
    expect(balanceValue(balance('DOGE', '5'), prices)).toBe('0');
  });

  it('adds every balance of every account exactly', () => {
    const coin: Account = { type: 'coin', balances: [balance('USDT', '0.1'), balance('BTC', '0.00000001')] };
    const option: Account = { type: 'option', balances: [balance('USDT', '0.2')] };
    expect(accountValue(coin, prices)).toBe('0.1006500012');
    expect(totalValue([coin, option], prices)).toBe('0.3006500012');
    expect(totalValue(withAllAccounts([]), prices)).toBe('0');
  });

  it('always gives the four accounts, in order', () => {
    const trust: Account = { type: 'trust', balances: [balance('USDT', '5')] };
    expect(withAllAccounts([trust]).map((a) => [a.type, a.balances.length])).toEqual([
      ['coin', 0],
      ['option', 0],
      ['contract', 0],
      ['trust', 1],
    ]);
  });
});

describe('outsideValue', () => {
  const hold = (reason: Hold['reason'], currency: string, amount: string): Hold => ({
    reason,
    account: 'coin',
    currency,
    decimals: 6,
    amount,
    until: null,
    subject: '',
    source: { kind: 'spot', id: 1, symbol: null, status: null },
  });

  it('counts what is out of the balances at live prices, not what the balances already hold frozen', () => {
    const holds = [
      hold('trust_escrow', 'USDT', '500'),
      hold('option_stake', 'BTC', '0.01'),
      hold('new_coin_locked', 'NOVA', '1000'),
      hold('spot_order', 'USDT', '490.5'),
      hold('withdrawal', 'USDT', '41'),
    ];
    // 500 + 0.01 x 65000.12; NOVA has no price yet and counts as nothing; the frozen ones are in the balances.
    expect(outsideValue(holds, prices)).toBe('1150.0012');
    expect(outsideValue([], prices)).toBe('0');
  });
});
