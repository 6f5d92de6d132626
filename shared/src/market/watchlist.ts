/**
 * The starred pairs: on the server for a signed-in user, in local storage for a guest. At
 * sign-in a guest's stars are carried to the server (and then dropped locally), so a pair
 * starred before logging in is still starred after.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { call } from '@h5/shared/api';
import { STORAGE_KEYS, WATCHLIST_MAX } from '@h5/shared/constants';
import { contract } from '@h5/shared/contract';
import { i18n } from '@h5/shared/i18n';
import { isSignedIn, useSession } from '@h5/shared/session';
import { toast } from '@h5/shared/toast';

const SYMBOL = /^[A-Z0-9]{2,10}\/[A-Z0-9]{2,10}$/;

interface WatchlistState {
  /** Newest star first. */
  symbols: string[];
  loaded: boolean;
}

export const useWatchlistStore = create<WatchlistState>()(() => ({ symbols: [], loaded: false }));

/** A guest's stars; anything unreadable in storage counts as none. */
export function readGuestStars(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEYS.watchlist) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return [...new Set(stored.filter((s): s is string => typeof s === 'string' && SYMBOL.test(s)))].slice(0, WATCHLIST_MAX);
  } catch {
    return [];
  }
}

function writeGuestStars(symbols: readonly string[]): void {
  if (symbols.length) globalThis.localStorage?.setItem(STORAGE_KEYS.watchlist, JSON.stringify(symbols));
  else globalThis.localStorage?.removeItem(STORAGE_KEYS.watchlist);
}

/** The session the list in the store belongs to ('' for the guest's), and its load under way. */
let loadedFor: string | null = null;
let loading: Promise<void> = Promise.resolve();

/** Loads the list of whoever is signed in (the guest's from storage), carrying a guest's stars over first. */
export function loadWatchlist(): Promise<void> {
  const session = useSession.getState();
  const token = isSignedIn(session) ? session.token : '';
  if (loadedFor === token) return loading;
  loadedFor = token;
  if (!token) {
    useWatchlistStore.setState({ symbols: readGuestStars(), loaded: true });
    loading = Promise.resolve();
    return loading;
  }
  useWatchlistStore.setState({ symbols: [], loaded: false });
  const guest = readGuestStars();
  const request = guest.length
    ? call(contract.market.watchMany, { symbols: guest.join(',') }, { silent: true })
    : call(contract.market.watchlist, {}, { silent: true });
  loading = request.then((result) => {
    if (loadedFor !== token) return;
    if (result.ok) {
      // Carried over: the server holds them now.
      if (guest.length) writeGuestStars([]);
      useWatchlistStore.setState({ symbols: result.data, loaded: true });
    } else {
      // Tried again on the next visit; the guest's stars stay until they reach the server.
      loadedFor = null;
      useWatchlistStore.setState({ symbols: guest, loaded: true });
    }
  });
  return loading;
}

// Signing in or out changes whose list is shown; a sign-in carries the guest's stars over.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token && loadedFor !== null) void loadWatchlist();
});

/** Stars a pair, or unstars a starred one: at once on screen, then on the server for a user. */
export async function toggleWatch(symbol: string): Promise<void> {
  await loadWatchlist();
  const before = useWatchlistStore.getState().symbols;
  const starred = before.includes(symbol);
  if (!starred && before.length >= WATCHLIST_MAX) {
    toast(i18n.t('trade.watchlistFull', { ns: 'common', max: WATCHLIST_MAX }));
    return;
  }
  const next = starred ? before.filter((s) => s !== symbol) : [symbol, ...before];
  useWatchlistStore.setState({ symbols: next });
  if (!loadedFor) {
    writeGuestStars(next);
    return;
  }
  const owner = loadedFor;
  const result = await call(starred ? contract.market.unwatch : contract.market.watch, { symbol });
  if (loadedFor === owner) useWatchlistStore.setState({ symbols: result.ok ? result.data : before });
}

export interface Watchlist {
  symbols: string[];
  loaded: boolean;
  has: (symbol: string) => boolean;
}

/** The starred pairs of whoever is signed in, live. */
export function useWatchlist(): Watchlist {
  const symbols = useWatchlistStore((s) => s.symbols);
  const loaded = useWatchlistStore((s) => s.loaded);
  useEffect(() => {
    void loadWatchlist();
  }, []);
  return { symbols, loaded, has: (symbol) => symbols.includes(symbol) };
}
