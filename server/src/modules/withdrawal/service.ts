import { DAY_MS, WITHDRAWALS_PER_DAY } from '@h5/shared/constants';
import type { Hold, contract, Currency, Page, ParsedRequestOf, WithdrawalDetail, WithdrawalRecord, WithdrawInfo } from '@h5/shared/contract';
import { isoTime, type Database } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import { moneyText } from '../../db/sql';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notification/service';
import type { Decimal } from '@h5/shared/contract';
import { notFound, notLoggedIn, refusal } from '../../plugins/envelope';
import { listAddresses } from '../address/service';
import { applyBalanceChanges, insufficientBalance, listEntriesOf, type BalanceChange } from '../ledger/service';
import { fundsReviewed, reviewDesk, type ReviewDesk } from '../review/service';
import { noAddress, noFundPassword, notVerified, type FundPasswords, type TwoFactor } from '../security/service';
import { REQUIREMENT_CODES } from '@h5/shared/constants';
import { findUserById } from '../user/service';
import { checkAmount, findBalance, findCurrency } from '../wallet/service';
import { countWithdrawalsSince, findWithdrawal, insertWithdrawal, listWithdrawals, listWithdrawalsForReview, lockUser, withdrawalHolds } from './queries';
import { addDecimal, compareDecimal, negateDecimal } from '@h5/shared/money';

/** Withdrawals leave from the coin (spot) account. */
const WITHDRAW_ACCOUNT = 'coin';
const ARRIVAL_HOURS = 24;

/** Midnight UTC of the day `ms` falls in: the daily limit counts per calendar day in UTC. */
const dayStart = (ms: number) => isoTime(ms - (ms % DAY_MS));

export type WithdrawForm = ParsedRequestOf<typeof contract.wallet.withdraw>;

export interface WithdrawalService {
  /** What the user's money held here is, why and until when (wallet/holds). */
  holds(userId: number): Promise<Hold[]>;
  /** Everything the form shows before the user types: fee, minimum, arrival, what is still missing. */
  info(userId: number, currencyId: string): Promise<WithdrawInfo>;
  /** Checks in the spec's order, then freezes amount + fee until a reviewer pays or refunds it. */
  submit(userId: number, form: WithdrawForm): Promise<{ id: number }>;
  records(userId: number, page: PageRequest): Promise<Page<WithdrawalRecord>>;
  /** One of the user's withdrawals and the ledger entries it made; someone else's is not found. */
  detail(userId: number, id: string): Promise<WithdrawalDetail>;
  desk: ReviewDesk;
}

interface ReviewedWithdrawal {
  id: number;
  user_id: number;
  currency_id: number;
  currency: string;
  amount: Decimal;
  /** amount + fee: what was frozen. */
  total: Decimal;
}

export function createWithdrawalService(deps: {
  db: Database;
  clock: Clock;
  fundPasswords: FundPasswords;
  notifier: Notifier;
  twoFactor: TwoFactor;
}): WithdrawalService {
  const { db, clock, fundPasswords, notifier, twoFactor } = deps;

  const coinBalance = async (userId: number, currency: Currency): Promise<Decimal> =>
    (await findBalance(db, userId, WITHDRAW_ACCOUNT, currency.id))?.available ?? '0';

  /** Releases what a withdrawal froze: out of the system when paid, back to available when refunded. */
  const release = (request: ReviewedWithdrawal, paid: boolean): BalanceChange => ({
    userId: request.user_id,
    account: WITHDRAW_ACCOUNT,
    currencyId: request.currency_id,
    available: paid ? '0' : request.total,
    frozen: negateDecimal(request.total),
    reason: paid ? 'withdraw_paid' : 'withdraw_refund',
    type: 'withdrawal',
    reference: `withdrawal:${request.id}`,
  });

  return {
    holds: (userId) => withdrawalHolds(db, userId),
    async info(userId, currencyId) {
      const currency = await findCurrency(db, currencyId);
      const [user, addresses, available, today] = await Promise.all([
        findUserById(db, userId),
        listAddresses(db, userId, currency.id),
        coinBalance(userId, currency),
        countWithdrawalsSince(db, userId, dayStart(clock.now())),
      ]);
      if (!user) throw notLoggedIn();
      return {
        currency_id: currency.id,
        currency: currency.code,
        chains: currency.chains,
        available,
        min_withdraw: currency.min_withdraw,
        fee: currency.withdraw_fee,
        arrival_hours: ARRIVAL_HOURS,
        remaining_today: Math.max(0, WITHDRAWALS_PER_DAY - today),
        verified: user.verification === 'verified',
        has_fund_password: user.fund_password_hash !== null,
        has_address: addresses.length > 0,
        two_factor: user.totp_secret !== null,
      };
    },

    async submit(userId, form) {
      const user = await findUserById(db, userId);
      if (!user) throw notLoggedIn();
      if (user.verification !== 'verified') throw notVerified();
      if (user.fund_password_hash === null) throw noFundPassword();
      const currency = await findCurrency(db, form.currency_id);
      const addresses = await listAddresses(db, userId, currency.id);
      if (addresses.length === 0) throw noAddress();
      const address = addresses.find((saved) => saved.id === Number(form.address_id));
      if (!address) throw notFound();
      checkAmount(form.amount, { currency: currency.code, decimals: currency.decimals, min: currency.min_withdraw });
      const total = addDecimal(form.amount, currency.withdraw_fee);
      if (compareDecimal(total, await coinBalance(userId, currency)) > 0) throw insufficientBalance();
      await fundPasswords.verify(userId, form.fund_password);
      // Last of the checks: a code is spent only on a request that would otherwise go through.
      await twoFactor.require(userId, form.two_factor_code);

      const now = clock.now();
      return db.transaction(async (tx) => {
        // Requests of one user queue here, so the count below cannot be raced past the limit.
        await lockUser(tx, userId);
        if ((await countWithdrawalsSince(tx, userId, dayStart(now))) >= WITHDRAWALS_PER_DAY) {
          throw refusal('wallet.dailyLimit', { code: REQUIREMENT_CODES.dailyLimit, vars: { max: WITHDRAWALS_PER_DAY } });
        }
        const at = isoTime(now);
        const id = await insertWithdrawal(tx, {
          userId,
          currencyId: currency.id,
          chain: address.chain,
          address: address.address,
          amount: form.amount,
          fee: currency.withdraw_fee,
          remark: form.remark ?? '',
          at,
        });
        const freeze: BalanceChange = {
          userId,
          account: WITHDRAW_ACCOUNT,
          currencyId: currency.id,
          available: negateDecimal(total),
          frozen: total,
          reason: 'withdraw_freeze',
          type: 'withdrawal',
          reference: `withdrawal:${id}`,
        };
        await applyBalanceChanges(tx, [freeze], at);
        return { id };
      });
    },

    records: (userId, page) => listWithdrawals(db, userId, page),

    async detail(userId, id) {
      const record = await findWithdrawal(db, userId, Number(id));
      if (!record) throw notFound();
      return { ...record, entries: await listEntriesOf(db, userId, `withdrawal:${record.id}`) };
    },

    desk: reviewDesk<ReviewedWithdrawal>({
      db,
      clock,
      table: 'withdrawals',
      returning: `id, user_id, currency_id, (SELECT code FROM currencies c WHERE c.id = currency_id) AS currency,
                  ${moneyText('amount')} AS amount, ${moneyText('amount + fee')} AS total`,
      notifier,
      told: fundsReviewed('withdrawal.reviewed'),
      list: (status) => listWithdrawalsForReview(db, status),
      onApprove: (tx, request, at) => applyBalanceChanges(tx, [release(request, true)], at),
      onReject: (tx, request, at) => applyBalanceChanges(tx, [release(request, false)], at),
    }),
  };
}
