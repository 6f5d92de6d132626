import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { NewCoinService } from './service';

export function registerNewCoinRoutes(register: RegisterCall, newCoins: NewCoinService): void {
  const calls = contract.newCoin;
  register(calls.newCoinConfig, () => newCoins.config());
  register(calls.newCoinProducts, ({ state }, { lang }) => newCoins.projects(state ?? null, lang));
  register(calls.newCoinDetail, ({ id }, { lang }) => newCoins.project(Number(id), lang));
  register(calls.newCoinReport, ({ id }) => newCoins.report(Number(id)));
  register(calls.newCoinRecommend, (_query, { lang }) => newCoins.recommend(lang));
  register(calls.newCoinOrders, (query, context) =>
    newCoins.orders(signedIn(context).userId, query.product_id ? Number(query.product_id) : null, query),
  );
  register(calls.newCoinSubscribe, ({ product_id, amount }, context) => newCoins.subscribe(signedIn(context).userId, Number(product_id), amount), {
    message: 'newCoin.subscribed',
  });
}
