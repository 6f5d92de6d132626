import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { SpotService } from './service';

export function registerSpotRoutes(register: RegisterCall, spot: SpotService): void {
  const calls = contract.spot;
  register(calls.place, (form, context) => spot.place(signedIn(context).userId, form));
  register(calls.cancel, async ({ id }, context) => {
    await spot.cancel(signedIn(context).userId, Number(id));
    return null;
  });
  register(calls.orders, ({ status, symbol, ...page }, context) => spot.orders(signedIn(context).userId, { status, symbol }, page));
}
