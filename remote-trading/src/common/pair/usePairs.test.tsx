import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTickerStore } from '@h5/shared/market';
import { HashRouter } from '@h5/shared/router';
import { BTC, ETH } from '../../../test/fixtures';
import { resetMarket } from '../../../test/market';
import { choosePair, usePair } from './pairStore';
import { useChosenTicker } from './usePairs';

const inRouter = ({ children }: { children: ReactNode }) => <HashRouter>{children}</HashRouter>;

describe('useChosenTicker', () => {
  beforeEach(() => {
    resetMarket([BTC, ETH]);
    window.location.hash = '';
  });

  it('gives the chosen pair live', () => {
    choosePair('ETH/USDT');
    const { result } = renderHook(() => useChosenTicker(), { wrapper: inRouter });
    expect(result.current.ticker?.price).toBe('3120.4');
    act(() => useTickerStore.getState().put([{ ...ETH, price: '3121' }]));
    expect(result.current.ticker?.price).toBe('3121');
  });

  it('takes the pair a link names, from the first render (no frame of the pair chosen before)', async () => {
    choosePair('BTC/USDT');
    window.location.hash = `#/pages/trade/index?symbol=${encodeURIComponent('ETH/USDT')}`;
    const shown: string[] = [];
    const { result } = renderHook(
      () => {
        const chosen = useChosenTicker();
        shown.push(chosen.symbol);
        return chosen;
      },
      { wrapper: inRouter },
    );
    await waitFor(() => expect(result.current.symbol).toBe('ETH/USDT'));
    expect(shown.every((symbol) => symbol === 'ETH/USDT')).toBe(true);
  });

  it('falls back when a link names a pair that is not listed', async () => {
    choosePair('ETH/USDT');
    window.location.hash = `#/pages/trade/index?symbol=${encodeURIComponent('LUNA/USDT')}`;
    const { result } = renderHook(() => useChosenTicker(), { wrapper: inRouter });
    await waitFor(() => expect(result.current.symbol).toBe('BTC/USDT'));
  });

  it('falls back to BTC/USDT when the remembered pair is no longer listed', async () => {
    choosePair('LUNA/USDT');
    const { result } = renderHook(() => ({ chosen: useChosenTicker(), pair: usePair() }), { wrapper: inRouter });
    await waitFor(() => expect(result.current.pair).toBe('BTC/USDT'));
    expect(result.current.chosen.ticker?.symbol).toBe('BTC/USDT');
  });
});
