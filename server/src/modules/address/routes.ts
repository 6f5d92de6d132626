import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { AddressService } from './service';

export function registerAddressRoutes(register: RegisterCall, addresses: AddressService): void {
  const calls = contract.wallet;
  register(calls.addresses, ({ currency_id }, context) => addresses.list(signedIn(context).userId, currency_id));
  register(calls.addAddress, (form, context) => addresses.add(signedIn(context).userId, form));
  register(calls.deleteAddress, async ({ id, two_factor_code }, context) => {
    await addresses.remove(signedIn(context).userId, id, two_factor_code);
    return null;
  });
}
