/** The new withdrawal address form (spec section 5): the contract's request plus the TRC20 shape. */
import { USDT_CHAIN } from '@h5/shared/constants';
import { contract, type RequestOf } from '@h5/shared/contract';
import { schemaErrors, verdict, type Checked } from '@h5/shared/form';

export type AddressField = 'currency' | 'chain' | 'address' | 'fund_password' | 'code' | 'two_factor_code';
export type AddAddressRequest = RequestOf<typeof contract.wallet.addAddress>;

export interface AddressValues {
  currency_id: string;
  chain: string;
  address: string;
  fund_password: string;
  code: string;
  /** Asked (and sent) only while 2FA is on. */
  two_factor_code: string;
}

/** Base58 (no 0, O, I or l) after the T every TRON address starts with: 34 characters in all. */
const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** The shape of a TRC20 address; its checksum is the server's to verify. */
export const isTrc20Address = (address: string): boolean => TRC20_ADDRESS.test(address.trim());

const fieldOf = (key: string): AddressField => (key === 'currency_id' ? 'currency' : (key as AddressField));

export function checkAddress(values: AddressValues, twoFactor: boolean): Checked<AddAddressRequest, AddressField> {
  const request: AddAddressRequest = {
    currency_id: values.currency_id,
    chain: values.chain,
    address: values.address.trim(),
    fund_password: values.fund_password,
    code: values.code.trim(),
    ...(twoFactor ? { two_factor_code: values.two_factor_code.trim() } : {}),
  };
  const errors = schemaErrors(contract.wallet.addAddress.request, request, fieldOf);
  if (!errors.address && request.chain === USDT_CHAIN && !isTrc20Address(request.address)) {
    // The server's words for the same refusal.
    errors.address = { key: 'wallet.addressInvalid', values: { chain: USDT_CHAIN } };
  }
  return verdict(request, errors);
}
