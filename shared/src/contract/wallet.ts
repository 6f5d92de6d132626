import * as z from 'zod/mini';
import { ACCOUNT_TYPES, LEDGER_TYPES } from '@h5/shared/constants';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { Page } from './define';
import type {
  Balance,
  DepositDetail,
  DepositRecord,
  DepositTarget,
  Hold,
  LedgerDetail,
  LedgerEntry,
  TransferRecord,
  UploadedFile,
  WalletList,
  WithdrawalAddress,
  WithdrawalDetail,
  WithdrawalRecord,
  WithdrawInfo,
} from './models';

const accountType = z.enum(ACCOUNT_TYPES, { error: 'validation.accountTypeInvalid' });
const currencyId = v.positiveInt('validation.currencyRequired');
const none = z.object({});
const paged = z.object(v.pageQuery);
/** One of the user's records by its id (a ledger entry, a deposit, a withdrawal). */
const recordById = z.object({ id: v.positiveInt('validation.recordInvalid') });
const depositKind = z.enum(['chain', 'bank'], { error: 'validation.depositKindInvalid' });
/** A chain deposit's network, one of the currency's `chains`; its first when not given. */
const depositChain = z.optional(v.requiredText('validation.chainRequired'));

export const walletCalls = {
  list: defineCall<WalletList>()({ method: 'POST', path: 'wallet/list', auth: true, request: none }),
  /** Not in the spec's list: every holding away from the available balances, with why and until when. */
  holds: defineCall<Hold[]>()({ method: 'POST', path: 'wallet/holds', auth: true, request: none }),
  detail: defineCall<Balance>()({
    method: 'POST',
    path: 'wallet/detail',
    auth: true,
    request: z.object({ account: accountType, currency_id: currencyId }),
  }),
  /**
   * The ledger: every balance change of the user, newest first (assets/record), narrowed by
   * account, type, coin and a time range (epoch seconds, `from` inclusive, `to` exclusive).
   */
  legalLog: defineCall<Page<LedgerEntry>>()({
    method: 'POST',
    path: 'wallet/legal_log',
    auth: true,
    request: z
      .object({
        ...v.pageQuery,
        account: z.optional(accountType),
        type: z.optional(z.enum(LEDGER_TYPES, { error: 'validation.ledgerTypeInvalid' })),
        currency_id: z.optional(currencyId),
        from: z.optional(v.epochSeconds),
        to: z.optional(v.epochSeconds),
      })
      .check(z.refine((q) => !q.from || !q.to || Number(q.from) < Number(q.to), { message: 'validation.dateRangeInvalid', path: ['to'] })),
  }),
  /** One of the user's ledger entries with its source record, tick and address (not in the spec's list). */
  legalDetail: defineCall<LedgerDetail>()({
    method: 'POST',
    path: 'wallet/legal_detail',
    auth: true,
    request: recordById,
  }),
  transfer: defineCall<null>()({
    method: 'POST',
    path: 'wallet/change',
    auth: true,
    request: z
      .object({ from: accountType, to: accountType, currency_id: currencyId, amount: v.amount() })
      .check(z.refine((t) => t.from !== t.to, { message: 'validation.transferSameAccount', path: ['to'] })),
  }),
  transferHistory: defineCall<Page<TransferRecord>>()({ method: 'GET', path: 'wallet/hzhistory', auth: true, request: paged }),
  depositAddress: defineCall<DepositTarget>()({
    method: 'POST',
    path: 'wallet/get_in_address',
    auth: true,
    request: z.object({ currency_id: currencyId, kind: z.optional(depositKind), chain: depositChain }),
  }),
  depositRequest: defineCall<{ id: number }>()({
    method: 'POST',
    path: 'wallet/charge_req',
    auth: true,
    request: z.object({
      kind: depositKind,
      currency_id: currencyId,
      chain: depositChain,
      amount: v.amount(),
      /** The id `upload/image` gave the proof (or voucher) image. */
      proof: v.requiredText('validation.proofRequired'),
    }),
  }),
  withdrawInfo: defineCall<WithdrawInfo>()({ method: 'POST', path: 'wallet/get_info', auth: true, request: z.object({ currency_id: currencyId }) }),
  addresses: defineCall<WithdrawalAddress[]>()({
    method: 'POST',
    path: 'wallet/get_address',
    auth: true,
    request: z.object({ currency_id: z.optional(currencyId) }),
  }),
  withdraw: defineCall<{ id: number }>()({
    method: 'POST',
    path: 'wallet/out',
    auth: true,
    request: z.object({
      currency_id: currencyId,
      address_id: v.positiveInt('validation.addressRequired'),
      amount: v.amount(),
      fund_password: v.fundPassword,
      remark: v.optionalText(200),
      /** Required once 2FA is on. */
      two_factor_code: z.optional(v.twoFactorCode),
    }),
  }),
  addAddress: defineCall<{ id: number }>()({
    method: 'POST',
    path: 'wallet/addaddress',
    auth: true,
    request: z.object({
      currency_id: currencyId,
      chain: v.requiredText('validation.chainRequired'),
      address: v.requiredText('validation.addressRequired'),
      fund_password: v.fundPassword,
      code: v.verifyCode,
      two_factor_code: z.optional(v.twoFactorCode),
    }),
  }),
  deleteAddress: defineCall<null>()({
    method: 'POST',
    path: 'wallet/deladdress',
    auth: true,
    request: z.object({ id: v.positiveInt('validation.addressRequired'), two_factor_code: z.optional(v.twoFactorCode) }),
  }),
  depositLog: defineCall<Page<DepositRecord>>()({ method: 'GET', path: 'charge_mention/log2', auth: true, request: paged }),
  withdrawLog: defineCall<Page<WithdrawalRecord>>()({ method: 'GET', path: 'charge_mention/log3', auth: true, request: paged }),
  /** One of the user's deposits with its address and the ledger entries it made (not in the spec's list). */
  depositDetail: defineCall<DepositDetail>()({
    method: 'POST',
    path: 'wallet/deposit_detail',
    auth: true,
    request: recordById,
  }),
  /** One of the user's withdrawals with the ledger entries it made (not in the spec's list). */
  withdrawDetail: defineCall<WithdrawalDetail>()({
    method: 'POST',
    path: 'wallet/withdraw_detail',
    auth: true,
    request: recordById,
  }),
  /** An image (deposit proof, ID photo), checked and kept privately; not in the spec's list. */
  uploadImage: defineCall<UploadedFile>()({
    method: 'POST',
    path: 'upload/image',
    auth: true,
    body: 'multipart',
    request: z.object({ purpose: z.enum(['deposit', 'kyc', 'chat'], { error: 'validation.uploadPurposeInvalid' }) }),
  }),
};
