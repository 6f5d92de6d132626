import { WATCHLIST_MAX } from '@h5/shared/constants';
import { loadWatchlist, readGuestStars, toggleWatch, useWatchlistStore } from './watchlist';

const stored = () => JSON.parse(localStorage.getItem('h5.watchlist') ?? 'null') as string[] | null;

beforeEach(() => localStorage.clear());

describe("a guest's watchlist", () => {
  it('reads only well-formed symbols from storage, once each, and nothing from junk', () => {
    localStorage.setItem('h5.watchlist', JSON.stringify(['BTC/USDT', 'bad', 7, 'BTC/USDT', 'ETH/USDT']));
    expect(readGuestStars()).toEqual(['BTC/USDT', 'ETH/USDT']);
    for (const junk of ['{"a":1}', 'not json', '"BTC/USDT"']) {
      localStorage.setItem('h5.watchlist', junk);
      expect(readGuestStars()).toEqual([]);
    }
  });

  it('stars newest first and unstars, kept in local storage', async () => {
    await loadWatchlist();
    await toggleWatch('ETH/USDT');
    await toggleWatch('BTC/USDT');
    expect(useWatchlistStore.getState().symbols).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(stored()).toEqual(['BTC/USDT', 'ETH/USDT']);
    await toggleWatch('BTC/USDT');
    await toggleWatch('ETH/USDT');
    expect(useWatchlistStore.getState().symbols).toEqual([]);
    expect(stored()).toBeNull();
  });

  it(`holds at most ${WATCHLIST_MAX} pairs`, async () => {
    const full = Array.from({ length: WATCHLIST_MAX }, (_, i) => `X${i}/USDT`);
    useWatchlistStore.setState({ symbols: full });
    await toggleWatch('BTC/USDT');
    expect(useWatchlistStore.getState().symbols).toEqual(full);
    useWatchlistStore.setState({ symbols: [] });
  });
});
