import { act, renderHook } from '@testing-library/react';
import { FLASH_MS, tickDirection, usePriceFlash } from './priceFlash';

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
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const start = (symbol: string, price: string | undefined) =>
    renderHook(({ s, p }: { s: string; p: string | undefined }) => usePriceFlash(s, p), { initialProps: { s: symbol, p: price } });

  it('lights each tick that moves the price in its direction, for FLASH_MS', () => {
    const hook = start('BTC/USDT', '100');
    expect(hook.result.current).toBeNull();

    act(() => hook.rerender({ s: 'BTC/USDT', p: '101' }));
    expect(hook.result.current).toBe('up');
    act(() => jest.advanceTimersByTime(FLASH_MS - 1));
    expect(hook.result.current).toBe('up');
    act(() => jest.advanceTimersByTime(1));
    expect(hook.result.current).toBeNull();

    act(() => hook.rerender({ s: 'BTC/USDT', p: '99.5' }));
    expect(hook.result.current).toBe('down');
  });

  it('starts the time again on a tick that comes while one is lit', () => {
    const hook = start('BTC/USDT', '100');
    act(() => hook.rerender({ s: 'BTC/USDT', p: '101' }));
    act(() => jest.advanceTimersByTime(FLASH_MS - 100));
    act(() => hook.rerender({ s: 'BTC/USDT', p: '100.5' }));
    act(() => jest.advanceTimersByTime(FLASH_MS - 1));
    expect(hook.result.current).toBe('down');
    act(() => jest.advanceTimersByTime(1));
    expect(hook.result.current).toBeNull();
  });

  it('lets a tick that leaves the price where it was end the lit one on time', () => {
    const hook = start('BTC/USDT', '100');
    act(() => hook.rerender({ s: 'BTC/USDT', p: '99' }));
    act(() => jest.advanceTimersByTime(100));
    act(() => hook.rerender({ s: 'BTC/USDT', p: '99.00' }));
    expect(hook.result.current).toBe('down');
    act(() => jest.advanceTimersByTime(FLASH_MS - 100));
    expect(hook.result.current).toBeNull();
  });

  it('does not flash when the first price arrives, and a change of pair puts a lit one out', () => {
    const hook = start('BTC/USDT', undefined);
    act(() => hook.rerender({ s: 'BTC/USDT', p: '100' }));
    expect(hook.result.current).toBeNull();

    act(() => hook.rerender({ s: 'BTC/USDT', p: '101' }));
    expect(hook.result.current).toBe('up');
    act(() => hook.rerender({ s: 'ETH/USDT', p: '3000' }));
    expect(hook.result.current).toBeNull();
  });

  it('leaves no timer behind once unmounted', () => {
    const hook = start('BTC/USDT', '100');
    act(() => hook.rerender({ s: 'BTC/USDT', p: '101' }));
    hook.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
