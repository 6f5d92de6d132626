import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Ticker } from '@h5/shared/contract';
import { changeLanguage, i18n, initI18n } from '@h5/shared/i18n';
import { HashRouter } from '@h5/shared/router';
import { GainersList } from './GainersList';
import { QuickEntries } from './QuickEntries';
import { SideMenu } from './SideMenu';
import '../../pages';

const t = (symbol: string, price: string, change24h: string): Ticker => ({
  symbol, base: symbol.split('/')[0] ?? '', quote: 'USDT', price, open24h: price, high24h: price, low24h: price,
  volume24h: '0', turnover24h: '0', change24h, price_decimals: 2, amount_decimals: 4, time: 0,
});

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
  await i18n.loadNamespaces('content');
});

describe('home page parts', () => {
  it('lists gainers with floored prices and coloured changes, and follows new ticks', () => {
    const { rerender } = render(
      <HashRouter>
        <GainersList tickers={[t('ETH/USDT', '3400.129', '-1.5'), t('BTC/USDT', '95000.999', '2.25')]} />
      </HashRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-symbol'))).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(within(rows[0]!).getByText('95,000.99')).toBeTruthy();
    expect(within(rows[0]!).getByText('+2.25%').className).toContain('h5-change--up');
    expect(within(rows[1]!).getByText('-1.50%').className).toContain('h5-change--down');

    rerender(
      <HashRouter>
        <GainersList tickers={[t('ETH/USDT', '3500', '3.1'), t('BTC/USDT', '94000', '-1')]} />
      </HashRouter>,
    );
    const after = screen.getAllByRole('row').slice(1);
    expect(after.map((r) => r.getAttribute('data-symbol'))).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect(within(after[0]!).getByText('3,500.00')).toBeTruthy();
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
