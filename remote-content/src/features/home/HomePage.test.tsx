import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Ticker } from '@h5/shared/contract';
import { changeLanguage } from '@h5/shared/i18n';
import { useWatchlist } from '@h5/shared/market';
import { HashRouter } from '@h5/shared/router';
import { startI18n, testTicker } from '@h5/shared/testing';
import { Markets } from './Markets';
import { QuickEntries } from './QuickEntries';
import { SideMenu } from './SideMenu';
import '../../start';

const t = (symbol: string, price: string, change24h: string, more: Partial<Ticker> = {}): Ticker =>
  testTicker({ symbol, price, change24h, name: symbol === 'BTC/USDT' ? 'Bitcoin' : 'Ethereum', ...more });

/** The markets with the live watchlist, as home shows them. */
function Home({ tickers }: { tickers: Ticker[] }) {
  return (
    <HashRouter>
      <Markets tickers={tickers} watched={useWatchlist().symbols} />
    </HashRouter>
  );
}

const rowSymbols = () => screen.queryAllByRole('link').map((r) => r.getAttribute('data-symbol'));

beforeAll(() => startI18n('en', 'content'));

const TICKERS = [
  t('ETH/USDT', '3400.129', '-1.5', { turnover24h: '900000', listed_at: Date.parse('2020-01-01T12:00:00Z') }),
  t('BTC/USDT', '95000.999', '2.25', { turnover24h: '2500000', listed_at: Date.parse('2019-01-01') }),
];

describe('home page parts', () => {
  it('opens on gainers with floored prices and coloured changes, and follows new ticks', () => {
    const { rerender } = render(<Home tickers={TICKERS} />);
    expect(screen.getByRole('tab', { name: 'Gainers' }).getAttribute('aria-selected')).toBe('true');
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT']);
    const rows = screen.getAllByRole('link');
    expect(within(rows[0]!).getByText('95,000.99')).toBeTruthy();
    expect(within(rows[0]!).getByText('+2.25%').className).toContain('h5-change--up');
    expect(within(rows[1]!).getByText('-1.50%').className).toContain('h5-change--down');

    rerender(<Home tickers={[t('ETH/USDT', '3500', '3.1'), t('BTC/USDT', '94000', '-1')]} />);
    expect(rowSymbols()).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(within(screen.getAllByRole('link')[0]!).getByText('3,500.00')).toBeTruthy();
  });

  it('waits for the pairs with a skeleton, and says the market failed to load with Retry when it did', () => {
    let retried = 0;
    const { rerender } = render(
      <HashRouter>
        <Markets tickers={[]} watched={[]} />
      </HashRouter>,
    );
    expect(document.querySelector('.h5-skeleton')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    rerender(
      <HashRouter>
        <Markets tickers={[]} watched={[]} failed onRetry={() => (retried += 1)} />
      </HashRouter>,
    );
    expect(screen.getByText('Loading failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
    // Pairs that came (by the socket) stand, whatever the snapshot did.
    rerender(
      <HashRouter>
        <Markets tickers={TICKERS} watched={[]} failed onRetry={() => (retried += 1)} />
      </HashRouter>,
    );
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT']);
  });

  it('switches lists with the tabs: losers, volume and new listings', () => {
    render(<Home tickers={TICKERS} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Losers' }));
    expect(rowSymbols()).toEqual(['ETH/USDT', 'BTC/USDT']);
    fireEvent.click(screen.getByRole('tab', { name: 'Volume' }));
    expect(rowSymbols()).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(within(screen.getAllByRole('link')[0]!).getByText('2.50M')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(rowSymbols()).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(screen.getByText('Listed 2020\u201101\u201101')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Gainers' }));
  });

  it('searches by symbol or coin name, and says when nothing matches', () => {
    render(<Home tickers={TICKERS} />);
    const search = screen.getByRole('searchbox', { name: 'Search pairs by symbol or coin name' });
    fireEvent.change(search, { target: { value: 'bitcoin' } });
    expect(rowSymbols()).toEqual(['BTC/USDT']);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('#/pages/trade/index?symbol=BTC%2FUSDT');
    fireEvent.change(search, { target: { value: 'eth usdt' } });
    expect(rowSymbols()).toEqual(['ETH/USDT']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No pair matches “zzz”')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getByRole('tablist')).toBeTruthy();
  });

  it("keeps a guest's stars in local storage and shows them on the watchlist tab", async () => {
    render(<Home tickers={TICKERS} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    expect(screen.getByText('Tap the star beside a pair to add it to your watchlist')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Gainers' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add ETH/USDT to watchlist' }));
    });
    expect(JSON.parse(localStorage.getItem('h5.watchlist') ?? '[]')).toEqual(['ETH/USDT']);
    expect(screen.getByRole('button', { name: 'Remove ETH/USDT from watchlist' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    expect(rowSymbols()).toEqual(['ETH/USDT']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove ETH/USDT from watchlist' }));
    });
    expect(localStorage.getItem('h5.watchlist')).toBeNull();
    expect(rowSymbols()).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Gainers' }));
  });

  it('offers every home area of the spec', () => {
    render(
      <HashRouter>
        <QuickEntries />
      </HashRouter>,
    );
    for (const label of ['RWA learning', 'AI learning', 'Airdrop', 'Fast recharge', 'Fast withdrawal', 'VIP channel', 'Chat', 'New coins']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });

  it('side menu lists the spec entries and offers login to a guest', () => {
    const onClose = jest.fn();
    render(
      <HashRouter>
        <SideMenu open onClose={onClose} />
      </HashRouter>,
    );
    expect(screen.getByText('Log in / Sign up')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    fireEvent.click(screen.getByText('Help centre'));
    expect(onClose).toHaveBeenCalled();
    expect(window.location.hash).toBe('#/pages/help-center/center');
  });

  it('re-renders in another language at once', async () => {
    render(
      <HashRouter>
        <QuickEntries />
      </HashRouter>,
    );
    await act(async () => {
      await changeLanguage('zh');
    });
    expect(screen.getByText('快速充值')).toBeTruthy();
    await act(async () => {
      await changeLanguage('en');
    });
  });
});
