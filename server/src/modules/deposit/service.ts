import { BASE_CURRENCY, BASE_CURRENCY_ID } from '@h5/shared/constants';
import type { contract, DepositDetail, DepositRecord, DepositTarget, Page, ParsedRequestOf } from '@h5/shared/contract';
import type { PlatformBank } from '../../config';
import { isoTime, type Database } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import { moneyText } from '../../db/sql';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notification/service';
import type { Decimal } from '@h5/shared/contract';
import { AppError, notFound, refusal } from '../../plugins/envelope';
import { applyBalanceChanges, listEntriesOf } from '../ledger/service';
import { fundsReviewed, reviewDesk, type AutoApprovable, type ReviewDesk } from '../review/service';
import type { UploadService } from '../upload/service';
import { checkAmount, findCurrency } from '../wallet/service';
import { findDeposit, insertDeposit, listDeposits, listDepositsForReview } from './queries';
import { depositTarget } from './targets';

/** Deposits land in the coin (spot) account. */
const DEPOSIT_ACCOUNT = 'coin';

export type DepositForm = ParsedRequestOf<typeof contract.wallet.depositRequest>;

export interface DepositService {
  target(userId: number, currencyId: string, kind: 'chain' | 'bank', chain?: string): Promise<DepositTarget>;
  /** Records a deposit the user says they made, with its proof image, to be reviewed. */
  request(userId: number, form: DepositForm): Promise<{ id: number }>;
  records(userId: number, page: PageRequest): Promise<Page<DepositRecord>>;
  /** One of the user's deposits, where it was sent and the ledger entries it made; someone else's is not found. */
  detail(userId: number, id: string): Promise<DepositDetail>;
  desk: ReviewDesk & AutoApprovable;
}

export interface DepositDeps {
  db: Database;
  clock: Clock;
  uploads: UploadService;
  /** Seed of the users' deposit addresses. */
  secret: string;
  bank: PlatformBank;
  notifier: Notifier;
}

export function createDepositService({ db, clock, uploads, secret, bank, notifier }: DepositDeps): DepositService {
  /**
   * The currency and the chain asked for (its first when none is): one of the currency's own
   * networks. Bank transfers are taken in the base currency only.
   */
  async function currencyFor(currencyId: string, kind: 'chain' | 'bank', asked: string | undefined) {
    const currency = await findCurrency(db, currencyId);
    if (kind === 'bank') {
      if (currency.id !== BASE_CURRENCY_ID) throw refusal('wallet.bankBaseOnly', { vars: { currency: BASE_CURRENCY } });
      return { currency, chain: 'BANK' };
    }
    const chain = asked ?? currency.chains[0] ?? '';
    if (!currency.chains.includes(chain)) throw new AppError('wallet.chainUnsupported');
    return { currency, chain };
  }

  return {
    async target(userId, currencyId, kind, asked) {
      const { chain } = await currencyFor(currencyId, kind, asked);
      return depositTarget(secret, bank, kind, chain, userId);
    },

    async request(userId, form) {
      const { currency, chain } = await currencyFor(form.currency_id, form.kind, form.chain);
      checkAmount(form.amount, { currency: currency.code, decimals: currency.decimals, min: currency.min_deposit });
      await uploads.requireOwn(db, userId, form.proof, 'deposit');
      const target = depositTarget(secret, bank, form.kind, chain, userId);
      const id = await insertDeposit(db, {
        userId,
        kind: form.kind,
        currencyId: currency.id,
        chain,
        target: target.kind === 'bank' ? target.reference : target.address,
        amount: form.amount,
        proofFileId: form.proof,
        at: isoTime(clock.now()),
      });
      return { id };
    },

    records: (userId, page) => listDeposits(db, userId, page),

    async detail(userId, id) {
      const found = await findDeposit(db, userId, Number(id));
      if (!found) throw notFound();
      const { target, ...record } = found;
      const entries = await listEntriesOf(db, userId, `deposit:${record.id}`);
      return { ...record, address: record.kind === 'chain' ? target : '', reference: record.kind === 'bank' ? target : '', entries };
    },

    desk: reviewDesk<{ id: number; user_id: number; currency_id: number; currency: string; amount: Decimal }>({
      db,
      clock,
      table: 'deposits',
      returning: `id, user_id, currency_id, (SELECT code FROM currencies c WHERE c.id = currency_id) AS currency, ${moneyText('amount')} AS amount`,
      notifier,
      told: fundsReviewed('deposit.reviewed'),
      list: (status) => listDepositsForReview(db, status),
      onApprove: (tx, deposit, at) =>
        applyBalanceChanges(
          tx,
          [
            {
              userId: deposit.user_id,
              account: DEPOSIT_ACCOUNT,
              currencyId: deposit.currency_id,
              available: deposit.amount,
              frozen: '0',
              reason: 'deposit',
              type: 'deposit',
              reference: `deposit:${deposit.id}`,
            },
          ],
          at,
        ),
      onReject: async () => undefined,
    }),
  };
}
