import type { AccountType } from '@h5/shared/constants';
import { ACCOUNT_TYPES, BASE_CURRENCY, BASE_CURRENCY_ID } from '@h5/shared/constants';
import type { Balance, contract, Currency, LedgerDetail, LedgerEntry, Page, ParsedRequestOf, TransferRecord, WalletList } from '@h5/shared/contract';
import { isoTime, type Database } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notification/service';
import { applyBalanceChanges, findLedgerDetail, listLedgerEntries } from '../ledger/service';
import { notFound } from '../../plugins/envelope';
import { checkAmount, findCurrency, listCurrencies } from './currencies';
import { findBalance, insertTransfer, listBalances, listTransfers } from './queries';
import { negateDecimal } from '@h5/shared/money';

/** What other modules check and read of the wallet: amounts a currency or column can hold, the currency a call names, a balance. */
export { checkStorable } from './bounds';
export { checkAmount, findCurrency } from './currencies';
export { findBalance } from './queries';

const zeroBalance = (currencyId: number, currency: string): Balance => ({
  currency_id: currencyId,
  currency,
  available: '0',
  frozen: '0',
  total: '0',
});

export type TransferForm = ParsedRequestOf<typeof contract.wallet.transfer>;
/** What the ledger list narrows to: the call's filter without its page. */
export type LedgerQuery = Omit<ParsedRequestOf<typeof contract.wallet.legalLog>, keyof PageRequest>;

export interface WalletService {
  /** Every listed currency with its decimals, minimums and withdrawal fee. */
  currencies(): Promise<Currency[]>;
  /** The four accounts, each listing at least the base currency (zero until money arrives). */
  accounts(userId: number): Promise<WalletList>;
  balance(userId: number, account: AccountType, currencyId: string): Promise<Balance>;
  /** Moves available funds between two of the user's accounts; refused beyond what is available. */
  transfer(userId: number, form: TransferForm): Promise<void>;
  transfers(userId: number, page: PageRequest): Promise<Page<TransferRecord>>;
  /** The user's ledger, narrowed by the filter (a coin that does not exist is refused). */
  ledger(userId: number, filter: LedgerQuery, page: PageRequest): Promise<Page<LedgerEntry>>;
  /** One of the user's ledger entries with its source record; another user's is not found. */
  ledgerEntry(userId: number, id: string): Promise<LedgerDetail>;
}

export function createWalletService(db: Database, clock: Clock, notifier: Notifier): WalletService {
  return {
    currencies: () => listCurrencies(db),

    async accounts(userId) {
      const rows = await listBalances(db, userId);
      return {
        accounts: ACCOUNT_TYPES.map((type) => {
          const balances: Balance[] = rows
            .filter((row) => row.account === type)
            .map(({ currency_id, currency, available, frozen, total }) => ({ currency_id, currency, available, frozen, total }));
          if (!balances.some((balance) => balance.currency_id === BASE_CURRENCY_ID)) balances.unshift(zeroBalance(BASE_CURRENCY_ID, BASE_CURRENCY));
          return { type, balances };
        }),
      };
    },

    async balance(userId, account, currencyId) {
      const currency = await findCurrency(db, currencyId);
      const row = await findBalance(db, userId, account, currency.id);
      if (!row) return zeroBalance(currency.id, currency.code);
      const { currency_id, available, frozen, total } = row;
      return { currency_id, currency: currency.code, available, frozen, total };
    },

    async transfer(userId, form) {
      const currency = await findCurrency(db, form.currency_id);
      checkAmount(form.amount, { currency: currency.code, decimals: currency.decimals });
      const at = isoTime(clock.now());
      await db.transaction(async (tx) => {
        const id = await insertTransfer(tx, { userId, from: form.from, to: form.to, currencyId: currency.id, amount: form.amount, at });
        const leg = { userId, currencyId: currency.id, frozen: '0', reference: `transfer:${id}` };
        await applyBalanceChanges(
          tx,
          [
            { ...leg, account: form.from, available: negateDecimal(form.amount), reason: 'transfer_out', type: 'transfer' },
            { ...leg, account: form.to, available: form.amount, reason: 'transfer_in', type: 'transfer' },
          ],
          at,
        );
        const data = { currency: currency.code, amount: form.amount, from: form.from, to: form.to };
        await notifier.record(tx, [{ userId, kind: 'transfer.done', ref: id, data }]);
      });
    },

    transfers: (userId, page) => listTransfers(db, userId, page),
    async ledger(userId, { currency_id, ...filter }, page) {
      const currencyId = currency_id === undefined ? undefined : (await findCurrency(db, currency_id)).id;
      return listLedgerEntries(db, userId, { ...filter, currencyId }, page);
    },

    async ledgerEntry(userId, id) {
      const entry = await findLedgerDetail(db, userId, Number(id));
      if (!entry) throw notFound();
      return entry;
    },
  };
}
