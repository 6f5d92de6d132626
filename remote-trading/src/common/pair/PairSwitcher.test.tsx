import { act, fireEvent, screen, within } from '@testing-library/react';
import { FIXTURE_TICKERS } from '../../../test/fixtures';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { resetMarket } from '../../../test/market';
import '../../start';
import { PAIR_STORAGE_KEY, usePair } from './pairStore';
import { PairSwitcher } from './PairSwitcher';

function Switcher() {
  return <PairSwitcher symbol={usePair()} />;
}

/** The sheet's code loads on its first open, so it appears a moment after the tap. */
const openSheet = () => {
  fireEvent.click(screen.getByRole('button', { name: /BTC\/USDT/ }));
  return screen.findByRole('dialog', { name: 'Choose a pair' });
};
const search = (sheet: HTMLElement, text: string) =>
  act(() => {
    fireEvent.change(within(sheet).getByRole('searchbox', { name: 'Search pairs' }), { target: { value: text } });
  });
const listedPairs = (sheet: HTMLElement) =>
  within(sheet)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.tr-ticker__symbol')?.textContent);

describe('PairSwitcher', () => {
  beforeAll(() => startI18n('en', 'trading'));
  beforeEach(() => resetMarket(FIXTURE_TICKERS));

  it('lists every pair with its live price and 24 h change', async () => {
    renderInApp(<Switcher />);
    const sheet = await openSheet();
    expect(listedPairs(sheet)).toEqual(['BTC/USDT', 'ETH/USDT', 'DOGE/USDT']);
    const eth = within(sheet).getByRole('button', { name: /ETH/ });
    expect(eth.textContent).toContain('3,120.40');
    expect(eth.textContent).toContain('-2.49%');
    expect(within(sheet).getByRole('button', { name: /BTC/ }).getAttribute('aria-current')).toBe('true');
  });

  it('filters by the search box, ignoring case, spaces and the slash', async () => {
    renderInApp(<Switcher />);
    const sheet = await openSheet();
    search(sheet, 'eth');
    expect(listedPairs(sheet)).toEqual(['ETH/USDT']);
    search(sheet, 'doge usdt');
    expect(listedPairs(sheet)).toEqual(['DOGE/USDT']);
    search(sheet, 'usdt');
    expect(listedPairs(sheet)).toHaveLength(3);
    search(sheet, 'xrp');
    expect(listedPairs(sheet)).toEqual([]);
    expect(within(sheet).getByText('No pair matches "xrp"')).toBeTruthy();
  });

  it('switches to the chosen pair, closes and remembers it for the session', async () => {
    renderInApp(<Switcher />);
    const sheet = await openSheet();
    search(sheet, 'eth');
    fireEvent.click(within(sheet).getByRole('button', { name: /ETH/ }));

    expect(screen.getByRole('button', { name: /ETH\/USDT/ }).getAttribute('aria-expanded')).toBe('false');
    expect(sessionStorage.getItem(PAIR_STORAGE_KEY)).toBe('ETH/USDT');
  });
});
