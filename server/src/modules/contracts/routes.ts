import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { ContractsService } from './service';

export function registerContractsRoutes(register: RegisterCall, contracts: ContractsService): void {
  const calls = contract.contracts;
  register(calls.config, ({ symbol }, context) => contracts.config(signedIn(context).userId, symbol));
  register(calls.open, (form, context) => contracts.submit(signedIn(context).userId, form));
  register(calls.positions, ({ status, ...page }, context) => contracts.positions(signedIn(context).userId, status, page));
  register(calls.close, async ({ id }, context) => {
    await contracts.close(signedIn(context).userId, Number(id));
    return null;
  });
  register(calls.setStop, async (form, context) => {
    await contracts.setStops(signedIn(context).userId, form);
    return null;
  });
}
