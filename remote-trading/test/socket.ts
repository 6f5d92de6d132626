import { ACCOUNT_SOCKET_EVENT, MARKET_TICKS_EVENT } from '@h5/shared/constants';
import type { AccountEvent } from '@h5/shared/contract';

const socketListeners = () => (globalThis as { __h5TestSocketListeners?: Map<string, Set<(message: unknown) => void>> }).__h5TestSocketListeners;

/** Hands the test socket (test/jsdomSetup.ts) a message, as the server pushes one: one channel's value. */
export function pushTick(channel: string, data: unknown): void {
  socketListeners()?.get(MARKET_TICKS_EVENT)?.forEach((listener) => listener([{ channel, data }]));
}

/** Hands the test socket one of the user's account events, as the server pushes it. */
export function pushAccountEvent(event: AccountEvent): void {
  socketListeners()?.get(ACCOUNT_SOCKET_EVENT)?.forEach((listener) => listener(event));
}
