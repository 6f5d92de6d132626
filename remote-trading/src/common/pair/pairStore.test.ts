import { act, renderHook } from '@testing-library/react';
import { DEFAULT_PAIR, PAIR_STORAGE_KEY, choosePair, usePair } from './pairStore';

/** The pair a new page load in the same browser session starts on (fresh modules, React included). */
function pairAfterReload(): string {
  let pair = '';
  jest.isolateModules(() => {
    const { renderHook: render } = jest.requireActual<typeof import('@testing-library/react/pure')>('@testing-library/react/pure');
    const store = jest.requireActual<typeof import('./pairStore')>('./pairStore');
    const { result, unmount } = render(() => store.usePair());
    pair = result.current;
    unmount();
  });
  return pair;
}

describe('pair store', () => {
  beforeEach(() => {
    choosePair(DEFAULT_PAIR);
    sessionStorage.clear();
  });

  it('starts on BTC/USDT', () => {
    expect(pairAfterReload()).toBe('BTC/USDT');
  });

  it('tells its readers when the pair changes', () => {
    const { result } = renderHook(() => usePair());
    act(() => choosePair('ETH/USDT'));
    expect(result.current).toBe('ETH/USDT');
  });

  it('remembers the choice for the session', () => {
    choosePair('ETH/USDT');
    expect(sessionStorage.getItem(PAIR_STORAGE_KEY)).toBe('ETH/USDT');
    expect(pairAfterReload()).toBe('ETH/USDT');
  });
});
