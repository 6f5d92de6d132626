import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { NewCoinService } from './service';

export function registerNewCoinRoutes(register: RegisterCall, newCoins: NewCoinService): void {
  const calls = contract.newCoin;
  register(calls.config, () => newCoins.config());
  register(calls.projects, ({ state }, { lang }) => newCoins.projects(state ?? null, lang));
  register(calls.detail, ({ id }, { lang }) => newCoins.project(Number(id), lang));
  register(calls.report, ({ id }) => newCoins.report(Number(id)));
  register(calls.recommend, (_query, { lang }) => newCoins.recommend(lang));
  register(calls.orders, (query, context) =>
    newCoins.orders(signedIn(context).userId, query.product_id ? Number(query.product_id) : null, query),
  );
  register(calls.subscribe, ({ product_id, amount }, context) => newCoins.subscribe(signedIn(context).userId, Number(product_id), amount), {
    message: 'newCoin.subscribed',
  });
}
