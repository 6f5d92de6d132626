import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { SpotService } from './service';

export function registerSpotRoutes(register: RegisterCall, spot: SpotService): void {
  const calls = contract.trade;
  register(calls.spotPlace, (form, context) => spot.place(signedIn(context).userId, form));
  register(calls.spotCancel, async ({ id }, context) => {
    await spot.cancel(signedIn(context).userId, Number(id));
    return null;
  });
  register(calls.spotOrders, ({ status, symbol, ...page }, context) => spot.orders(signedIn(context).userId, { status, symbol }, page));
}
