import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HashRouter, canGoBack, isLeaving, tabOf, useLoginRedirect, useLocation, useNavigate, useQueryTab } from './index';

const inRouter = ({ children }: { children: ReactNode }) => <HashRouter>{children}</HashRouter>;

describe('login redirect', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.location.hash = '#/pages/assets/withdraw/index?coin=USDT';
  });
  afterEach(() => jest.useRealTimers());

  it('sends the guest to login once; the same page sent again within a second is ignored, another page is not', () => {
    const { result } = renderHook(() => ({ redirect: useLoginRedirect(), location: useLocation() }), { wrapper: inRouter });
    act(() => result.current.redirect());
    expect(result.current.location.pathname).toBe('/pages/user/login/login');
    const query = new URLSearchParams(result.current.location.search);
    expect(query.get('backpage')).toBe('/pages/assets/withdraw/index?coin=USDT');
    expect(query.get('backtype')).toBe('1');

    const entries = () => (window.history.state as { idx: number }).idx;
    const stacked = entries();
    act(() => result.current.redirect('/pages/assets/withdraw/index?coin=USDT'));
    expect(entries()).toBe(stacked);
    expect(new URLSearchParams(result.current.location.search).get('backpage')).toBe('/pages/assets/withdraw/index?coin=USDT');

    // Another protected page within the second: the guard still sends the guest to login, for it.
    act(() => result.current.redirect('/pages/assets/index'));
    const other = new URLSearchParams(result.current.location.search);
    expect(other.get('backpage')).toBe('/pages/assets/index');
    expect(other.get('backtype')).toBe('2');

    act(() => jest.advanceTimersByTime(1_001));
    act(() => result.current.redirect('/pages/assets/index'));
    expect(entries()).toBe(stacked + 2);
  });

  it('knows when there is an in-app page to go back to', () => {
    window.history.replaceState({ idx: 0 }, '');
    expect(canGoBack()).toBe(false);
    window.history.replaceState({ idx: 2 }, '');
    expect(canGoBack()).toBe(true);
  });

  it('tells a page that a navigation away from it is under way until it commits', () => {
    const { result } = renderHook(() => ({ navigate: useNavigate(), location: useLocation() }), { wrapper: inRouter });
    expect(isLeaving(result.current.location)).toBe(false);
    const rendered = result.current.location;
    act(() => result.current.navigate('/pages/index/index', { replace: true }));
    // The page rendered before the navigation is being left; the new one is not.
    expect(isLeaving(rendered)).toBe(true);
    expect(isLeaving(result.current.location)).toBe(false);
  });
});

describe('tabs kept in the address', () => {
  const TABS = ['waiting', 'completed', 'cancelled'] as const;

  it('names a known tab, or falls back', () => {
    expect(tabOf(TABS, 'completed', 'waiting')).toBe('completed');
    expect(tabOf(TABS, 'all', 'waiting')).toBe('waiting');
    expect(tabOf(TABS, null, 'waiting')).toBe('waiting');
  });

  it('opens the tab ?tab= names and keeps the other parameters when another is chosen', () => {
    window.location.hash = '#/pages/trade/index?symbol=ETH%2FUSDT&tab=cancelled';
    const { result } = renderHook(() => ({ tab: useQueryTab(TABS, 'waiting'), location: useLocation() }), { wrapper: inRouter });
    expect(result.current.tab[0]).toBe('cancelled');
    const before = window.history.length;
    act(() => result.current.tab[1]('completed'));
    expect(result.current.tab[0]).toBe('completed');
    const query = new URLSearchParams(result.current.location.search);
    expect([query.get('symbol'), query.get('tab')]).toEqual(['ETH/USDT', 'completed']);
    expect(window.history.length).toBe(before);
  });

  it('opens the fallback on an unknown ?tab=', () => {
    window.location.hash = '#/pages/trade/index?tab=all';
    const { result } = renderHook(() => useQueryTab(TABS, 'waiting'), { wrapper: inRouter });
    expect(result.current[0]).toBe('waiting');
  });
});
