import type { contract, ParsedRequestOf, WithdrawalAddress } from '@h5/shared/contract';
import { isoTime, isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { isValidAddress } from '../../lib/chain-address';
import { AppError, notFound, notLoggedIn, refusal } from '../../plugins/envelope';
import { noFundPassword, type FundPasswords, type TwoFactor } from '../security/service';
import { findUserById, ownTarget } from '../user/service';
import type { CodeService } from '../verification/service';
import { findCurrency } from '../wallet/service';
import { deleteAddress, insertAddress, listAddresses } from './queries';

/** What other modules use of addresses besides the service: a user's saved addresses (withdrawals list them). */
export { listAddresses } from './queries';

export type AddressForm = ParsedRequestOf<typeof contract.wallet.addAddress>;

export interface AddressService {
  list(userId: number, currencyId: string | undefined): Promise<WithdrawalAddress[]>;
  /**
   * Saves a withdrawal address: the fund password must be set and given, the address must be
   * valid on a chain of the currency, and the code sent to the user's own phone or email
   * (scene `address`) proves it is them.
   */
  add(userId: number, form: AddressForm): Promise<{ id: number }>;
  /** Removes a saved address; with 2FA on, given the app's code. */
  remove(userId: number, id: string, twoFactorCode: string | undefined): Promise<void>;
}

export function createAddressService(deps: {
  db: Database;
  clock: Clock;
  codes: CodeService;
  fundPasswords: FundPasswords;
  twoFactor: TwoFactor;
}): AddressService {
  const { db, clock, codes, fundPasswords, twoFactor } = deps;
  return {
    async list(userId, currencyId) {
      return listAddresses(db, userId, currencyId === undefined ? null : (await findCurrency(db, currencyId)).id);
    },

    async add(userId, form) {
      const user = await findUserById(db, userId);
      if (!user) throw notLoggedIn();
      if (user.fund_password_hash === null) throw noFundPassword();
      const currency = await findCurrency(db, form.currency_id);
      const chain = form.chain.toUpperCase();
      if (!currency.chains.includes(chain)) throw new AppError('wallet.chainUnsupported');
      if (!isValidAddress(chain, form.address)) throw refusal('wallet.addressInvalid', { vars: { chain } });
      // The code sent to the user is spent below: a request that cannot pass 2FA stops first.
      await twoFactor.expectCode(userId, form.two_factor_code);
      await fundPasswords.verify(userId, form.fund_password);
      if (!(await codes.consume(ownTarget(user), 'address', form.code))) throw new AppError('server.codeWrong');
      await twoFactor.require(userId, form.two_factor_code);
      try {
        const id = await insertAddress(db, { userId, currencyId: currency.id, chain, address: form.address, at: isoTime(clock.now()) });
        return { id };
      } catch (error) {
        if (isUniqueViolation(error, 'withdrawal_addresses_once')) throw new AppError('wallet.addressExists');
        throw error;
      }
    },

    async remove(userId, id, twoFactorCode) {
      const own = await listAddresses(db, userId, null);
      if (!own.some((address) => address.id === Number(id))) throw notFound();
      await twoFactor.require(userId, twoFactorCode);
      if (!(await deleteAddress(db, userId, Number(id)))) throw notFound();
    },
  };
}
