import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HashRouter, canGoBack, isLeaving, useLoginRedirect, useLocation, useNavigate } from './index';

const inRouter = ({ children }: { children: ReactNode }) => <HashRouter>{children}</HashRouter>;

describe('login redirect', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.location.hash = '#/pages/assets/withdraw/index?coin=USDT';
  });
  afterEach(() => jest.useRealTimers());

  it('sends the guest to login once; calls within a second are ignored', () => {
    const { result } = renderHook(() => ({ redirect: useLoginRedirect(), location: useLocation() }), { wrapper: inRouter });
    act(() => result.current.redirect());
    expect(result.current.location.pathname).toBe('/pages/user/login/login');
    const query = new URLSearchParams(result.current.location.search);
    expect(query.get('backpage')).toBe('/pages/assets/withdraw/index?coin=USDT');
    expect(query.get('backtype')).toBe('1');

    act(() => result.current.redirect('/pages/assets/index'));
    expect(new URLSearchParams(result.current.location.search).get('backpage')).toBe('/pages/assets/withdraw/index?coin=USDT');

    act(() => jest.advanceTimersByTime(1_001));
    act(() => result.current.redirect('/pages/assets/index'));
    const later = new URLSearchParams(result.current.location.search);
    expect(later.get('backpage')).toBe('/pages/assets/index');
    expect(later.get('backtype')).toBe('2');
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
