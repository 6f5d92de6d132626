import { act, renderHook, waitFor } from '@testing-library/react';
import { useTickerStore } from '@h5/shared/market';
import { BTC, DOGE, ETH } from '../../../test/fixtures';
import { resetMarket } from '../../../test/render';
import { choosePair, usePair } from './pairStore';
import { useChosenTicker, usePairs } from './usePairs';

describe('usePairs', () => {
  beforeEach(() => resetMarket([]));

  it('lists pairs that reached the store after a single-pair tick set its order', () => {
    const { result } = renderHook(() => usePairs());
    act(() => useTickerStore.getState().put([ETH])); // a tick on ETH's own channel
    act(() => useTickerStore.getState().put([BTC, ETH, DOGE])); // then the snapshot
    expect(result.current.map((t) => t.symbol)).toEqual(['ETH/USDT', 'BTC/USDT', 'DOGE/USDT']);
  });
});

describe('useChosenTicker', () => {
  beforeEach(() => resetMarket([BTC, ETH]));

  it('gives the chosen pair live', () => {
    choosePair('ETH/USDT');
    const { result } = renderHook(() => useChosenTicker());
    expect(result.current.ticker?.price).toBe('3120.4');
    act(() => useTickerStore.getState().put([{ ...ETH, price: '3121' }]));
    expect(result.current.ticker?.price).toBe('3121');
  });

  it('falls back to BTC/USDT when the remembered pair is no longer listed', async () => {
    choosePair('LUNA/USDT');
    const { result } = renderHook(() => ({ chosen: useChosenTicker(), pair: usePair() }));
    await waitFor(() => expect(result.current.pair).toBe('BTC/USDT'));
    expect(result.current.chosen.ticker?.symbol).toBe('BTC/USDT');
  });
});
