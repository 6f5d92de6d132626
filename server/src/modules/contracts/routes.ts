import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { ContractsService } from './service';

export function registerContractsRoutes(register: RegisterCall, lever: ContractsService): void {
  const calls = contract.contracts;
  register(calls.config, ({ symbol }, context) => lever.config(signedIn(context).userId, symbol));
  register(calls.open, (form, context) => lever.submit(signedIn(context).userId, form));
  register(calls.positions, ({ status, ...page }, context) => lever.positions(signedIn(context).userId, status, page));
  register(calls.close, async ({ id }, context) => {
    await lever.close(signedIn(context).userId, Number(id));
    return null;
  });
  register(calls.setStop, async (form, context) => {
    await lever.setStops(signedIn(context).userId, form);
    return null;
  });
}
