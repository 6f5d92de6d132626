import { act, renderHook } from '@testing-library/react';
import { tickDirection, usePriceFlash } from './priceFlash';

describe('tickDirection', () => {
  it('compares decimal strings exactly', () => {
    expect(tickDirection('100.10', '100.11')).toBe('up');
    expect(tickDirection('100.10', '100.09')).toBe('down');
    expect(tickDirection('100.10', '100.1')).toBeNull();
    expect(tickDirection('0.30000000000000001', '0.3')).toBe('down');
  });

  it('does not flash without two prices', () => {
    expect(tickDirection(undefined, '1')).toBeNull();
    expect(tickDirection('1', undefined)).toBeNull();
    expect(tickDirection('1', 'n/a')).toBeNull();
  });
});

describe('usePriceFlash', () => {
  const start = (symbol: string, price: string | undefined) =>
    renderHook(({ s, p }: { s: string; p: string | undefined }) => usePriceFlash(s, p), { initialProps: { s: symbol, p: price } });

  it('flashes each tick that moves the price, in its direction', () => {
    const hook = start('BTC/USDT', '100');
    expect(hook.result.current).toEqual({ direction: null, seq: 0 });

    act(() => hook.rerender({ s: 'BTC/USDT', p: '101' }));
    expect(hook.result.current).toEqual({ direction: 'up', seq: 1 });

    act(() => hook.rerender({ s: 'BTC/USDT', p: '102' }));
    expect(hook.result.current).toEqual({ direction: 'up', seq: 2 });

    act(() => hook.rerender({ s: 'BTC/USDT', p: '99.5' }));
    expect(hook.result.current).toEqual({ direction: 'down', seq: 3 });
  });

  it('keeps the last flash when a tick leaves the price where it was', () => {
    const hook = start('BTC/USDT', '100');
    act(() => hook.rerender({ s: 'BTC/USDT', p: '99' }));
    act(() => hook.rerender({ s: 'BTC/USDT', p: '99.00' }));
    expect(hook.result.current).toEqual({ direction: 'down', seq: 1 });
  });

  it('does not flash when the first price arrives or the pair changes', () => {
    const hook = start('BTC/USDT', undefined);
    act(() => hook.rerender({ s: 'BTC/USDT', p: '100' }));
    expect(hook.result.current.direction).toBeNull();

    act(() => hook.rerender({ s: 'BTC/USDT', p: '101' }));
    act(() => hook.rerender({ s: 'ETH/USDT', p: '3000' }));
    expect(hook.result.current.direction).toBeNull();
  });
});
