import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { LeverService } from './service';

export function registerLeverRoutes(register: RegisterCall, lever: LeverService): void {
  const calls = contract.trade;
  register(calls.leverConfig, ({ symbol }, context) => lever.config(signedIn(context).userId, symbol));
  register(calls.leverSubmit, (form, context) => lever.submit(signedIn(context).userId, form));
  register(calls.leverPositions, ({ status, ...page }, context) => lever.positions(signedIn(context).userId, status, page));
  register(calls.leverClose, async ({ id }, context) => {
    await lever.close(signedIn(context).userId, Number(id));
    return null;
  });
  register(calls.leverSetStop, async (form, context) => {
    await lever.setStops(signedIn(context).userId, form);
    return null;
  });
}
