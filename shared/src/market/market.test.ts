import { contract } from '@h5/shared/contract';
import { answer, fakeServer, paths, startI18n, testTicker } from '@h5/shared/testing';
import { loadTickers, useTickerStore } from './index';

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

describe('market snapshot', () => {
  beforeAll(() => startI18n('en'));
  beforeEach(() => useTickerStore.setState({ bySymbol: {}, order: [], failed: false }));

  it('says the snapshot failed, and a retry that gets it clears the failure and fills the store', async () => {
    const sent = fakeServer();
    await loadTickers(true);
    expect(paths(sent)).toEqual([contract.market.quotation.path]);
    expect(useTickerStore.getState().failed).toBe(true);
    expect(useTickerStore.getState().order).toEqual([]);

    fakeServer(answer(contract.market.quotation, { data: [ticker('BTC/USDT')] }));
    const retry = loadTickers(true);
    // While the retry is under way the view waits again, rather than saying it failed.
    expect(useTickerStore.getState().failed).toBe(false);
    await retry;
    expect(useTickerStore.getState().failed).toBe(false);
    expect(useTickerStore.getState().order).toEqual(['BTC/USDT']);
  });
});
