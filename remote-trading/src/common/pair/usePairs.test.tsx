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

  it('takes the pair a link names', async () => {
    choosePair('BTC/USDT');
    window.location.hash = `#/pages/trade/index?symbol=${encodeURIComponent('ETH/USDT')}`;
    const { result } = renderHook(() => useChosenTicker(), { wrapper: inRouter });
    await waitFor(() => expect(result.current.symbol).toBe('ETH/USDT'));
  });

  it('falls back to BTC/USDT when the remembered pair is no longer listed', async () => {
    choosePair('LUNA/USDT');
    const { result } = renderHook(() => ({ chosen: useChosenTicker(), pair: usePair() }), { wrapper: inRouter });
    await waitFor(() => expect(result.current.pair).toBe('BTC/USDT'));
    expect(result.current.chosen.ticker?.symbol).toBe('BTC/USDT');
  });
});
