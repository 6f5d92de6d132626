import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { NewCoinService } from './service';

export function registerNewCoinRoutes(register: RegisterCall, newCoin: NewCoinService): void {
  const calls = contract.newCoin;
  register(calls.config, () => newCoin.config());
  register(calls.projects, ({ state }, { lang }) => newCoin.projects(state ?? null, lang));
  register(calls.detail, ({ id }, { lang }) => newCoin.project(Number(id), lang));
  register(calls.report, ({ id }) => newCoin.report(Number(id)));
  register(calls.recommend, (_query, { lang }) => newCoin.recommend(lang));
  register(calls.orders, (query, context) =>
    newCoin.orders(signedIn(context).userId, query.product_id ? Number(query.product_id) : null, query),
  );
  register(calls.subscribe, ({ product_id, amount }, context) => newCoin.subscribe(signedIn(context).userId, Number(product_id), amount), {
    message: 'newCoin.subscribed',
  });
}
