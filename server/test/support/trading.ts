import type { Balance, PriceTick } from '@h5/shared/contract';
import type { AccountType } from '@h5/shared/constants';
import { ok, type Member } from './funds';
import { call, type TestServer } from './server';

/**
 * The trading tests drive the price themselves: the feed's own timer is stopped, and each
 * `setPrice` is one shared tick at exactly that price, answered once everything it reached is
 * settled (POST /api/dev/price, which test servers serve: MARKET_CONTROL is on for them).
 */
export function holdMarket(server: TestServer): void {
  server.built.feed.stop();
}

export const setPrice = (server: TestServer, symbol: string, price: string): Promise<PriceTick> =>
  ok(call<PriceTick>(server, 'dev/price', { body: { symbol, price }, json: true }));

/** Available and frozen of one account and currency (USDT unless told). */
export const balanceOf = (server: TestServer, who: Member, account: AccountType, currencyId = 3): Promise<Balance> =>
  ok(call<Balance>(server, 'wallet/detail', { body: { account, currency_id: currencyId }, token: who.token }));
