import { testTicker } from '@h5/shared/testing';
import { useTickerStore } from './index';

const ticker = (symbol: string, price = '1') => testTicker({ symbol, price, open24h: price, high24h: price, low24h: price, change24h: '0', time: 0 });

describe('ticker store', () => {
  beforeEach(() => useTickerStore.setState({ bySymbol: {}, order: [] }));

  it("keeps the server's order and updates prices in place", () => {
    useTickerStore.getState().put([ticker('BTC/USDT'), ticker('ETH/USDT')]);
    useTickerStore.getState().put([ticker('ETH/USDT', '2')]);
    expect(useTickerStore.getState().order).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(useTickerStore.getState().bySymbol['ETH/USDT']?.price).toBe('2');
  });

  it('keeps every pair when a single-pair tick arrives before the snapshot', () => {
    useTickerStore.getState().put([ticker('ETH/USDT')]);
    useTickerStore.getState().put([ticker('BTC/USDT'), ticker('ETH/USDT'), ticker('SOL/USDT')]);
    expect(useTickerStore.getState().order).toEqual(['ETH/USDT', 'BTC/USDT', 'SOL/USDT']);
  });
});
