import { act, renderHook } from '@testing-library/react';
import { useTickerStore } from '@h5/shared/market';
import { BTC, ETH } from '../../../test/fixtures';
import { resetMarket } from '../../../test/market';
import { useTriggerWatch } from './useTriggerWatch';

interface Watched {
  symbol: string;
  /** Reached at or below this price. */
  below: string;
}

const reached = (item: Watched, price: string | undefined) => price !== undefined && Number(price) <= Number(item.below);
const tick = (symbol: 'BTC/USDT' | 'ETH/USDT', price: string) =>
  act(() => useTickerStore.getState().put([{ ...(symbol === 'BTC/USDT' ? BTC : ETH), price }]));

describe('watching live prices for what the server settles', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetMarket([BTC, ETH]);
  });
  afterEach(() => jest.useRealTimers());

  function watch(items: Watched[]) {
    const onReached = jest.fn();
    const poll = jest.fn();
    const hook = renderHook(({ list }) => useTriggerWatch({ items: list, reached, onReached, poll, pollMs: 5_000 }), { initialProps: { list: items } });
    return { onReached, poll, hook };
  }

  it('reacts shortly after its own pair reaches the level, once per throttle window', () => {
    const { onReached } = watch([{ symbol: 'BTC/USDT', below: '60000' }]);
    tick('ETH/USDT', '1');
    tick('BTC/USDT', '60000.01');
    act(() => jest.advanceTimersByTime(1_000));
    expect(onReached).not.toHaveBeenCalled();

    tick('BTC/USDT', '60000');
    expect(onReached).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(600));
    expect(onReached).toHaveBeenCalledTimes(1);

    tick('BTC/USDT', '59000');
    act(() => jest.advanceTimersByTime(600));
    expect(onReached).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2_000));
    tick('BTC/USDT', '58000');
    act(() => jest.advanceTimersByTime(600));
    expect(onReached).toHaveBeenCalledTimes(2);
  });

  it('polls while there is something to watch, and stops when there is nothing', () => {
    const { poll, onReached, hook } = watch([{ symbol: 'BTC/USDT', below: '1' }]);
    act(() => jest.advanceTimersByTime(10_000));
    expect(poll).toHaveBeenCalledTimes(2);
    hook.rerender({ list: [] });
    act(() => jest.advanceTimersByTime(10_000));
    tick('BTC/USDT', '0.5');
    act(() => jest.advanceTimersByTime(1_000));
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onReached).not.toHaveBeenCalled();
  });
});
