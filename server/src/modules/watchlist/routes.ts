import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { WatchlistService } from './service';

export function registerWatchlistRoutes(register: RegisterCall, watchlist: WatchlistService): void {
  const calls = contract.market;
  register(calls.watchlist, (_input, context) => watchlist.list(signedIn(context).userId));
  register(calls.watch, ({ symbol }, context) => watchlist.add(signedIn(context).userId, symbol));
  register(calls.unwatch, ({ symbol }, context) => watchlist.remove(signedIn(context).userId, symbol));
  register(calls.watchMany, ({ symbols }, context) => watchlist.merge(signedIn(context).userId, symbols.split(',')));
}
