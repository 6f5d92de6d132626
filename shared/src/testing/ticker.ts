import type { Ticker } from '@h5/shared/contract';

/** A ticker for tests: the pair's symbol and what matters to the test, the rest plain. */
export const testTicker = (overrides: Partial<Ticker> & Pick<Ticker, 'symbol'>): Ticker => {
  const [base = '', quote = ''] = overrides.symbol.split('/');
  return {
    base,
    quote,
    name: base,
    listed_at: 0,
    price: '1',
    open24h: '1',
    high24h: '1',
    low24h: '1',
    volume24h: '0',
    turnover24h: '0',
    change24h: '0.00',
    price_decimals: 2,
    amount_decimals: 4,
    time: 1_700_000_000_000,
    source: 'simulator',
    delayed: false,
    ...overrides,
  };
};
