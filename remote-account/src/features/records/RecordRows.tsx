import type { DepositRecord, LedgerEntry, WithdrawalRecord } from '@h5/shared/contract';
import { formatAmount, formatDateTime, formatSignedAmount, trendOf } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { StatusTag } from '../../common/StatusTag';
import { reviewLook } from '../../common/statuses';
import { shortAddress } from '../../common/text';

/** The reason of a refusal, under a rejected record. */
function Reason({ status, reason }: { status: string; reason: string }) {
  const { t } = useTranslation('account');
  if (status !== 'rejected' || !reason) return null;
  return <span className="ac-row__reason">{t('records.reason', { reason })}</span>;
}

export function DepositRow({ record, decimals, onOpen }: { record: DepositRecord; decimals: number; onOpen: () => void }) {
  const { t } = useTranslation('account');
  const method = record.kind === 'bank' ? t('deposit.bank') : `${t('deposit.chain')} · ${record.chain}`;
  return (
    <button type="button" className="ac-row ac-row--button" onClick={onOpen}>
      <span className="h5-row-main">
        <span className="ac-row__title">
          {record.currency} <span className="ac-row__sub">{method}</span>
        </span>
        <span className="ac-row__time">{formatDateTime(record.created_at)}</span>
        <Reason status={record.status} reason={record.reason} />
      </span>
      <span className="ac-row__side">
        <span className="ac-row__amount">{formatAmount(record.amount, decimals)}</span>
        <StatusTag look={reviewLook(record.status)} />
      </span>
    </button>
  );
}

export function WithdrawalRow({ record, decimals, onOpen }: { record: WithdrawalRecord; decimals: number; onOpen: () => void }) {
  return (
    <button type="button" className="ac-row ac-row--button" onClick={onOpen}>
      <span className="h5-row-main">
        <span className="ac-row__title">
          {record.currency} <span className="ac-row__sub">{record.chain}</span>
        </span>
        <span className="ac-row__sub ac-row__address">{shortAddress(record.address)}</span>
        <span className="ac-row__time">{formatDateTime(record.created_at)}</span>
        <Reason status={record.status} reason={record.reason} />
      </span>
      <span className="ac-row__side">
        <span className="ac-row__amount">{formatAmount(record.amount, decimals)}</span>
        <StatusTag look={reviewLook(record.status)} />
      </span>
    </button>
  );
}

/** A signed change in the history's one format: sign, the currency's places, its colour. */
export function SignedAmount({ value, decimals, currency }: { value: string; decimals: number; currency?: string }) {
  const trend = trendOf(value);
  const tone = trend === 'up' ? ' ac-row__amount--up' : trend === 'down' ? ' ac-row__amount--down' : '';
  return (
    <span className={`ac-row__amount${tone}`} data-testid="ledger-amount">
      {formatSignedAmount(value, decimals)}
      {currency ? ` ${currency}` : ''}
    </span>
  );
}

export interface LedgerRowProps {
  entry: LedgerEntry;
  decimals: number;
  onOpen: () => void;
  /** In place of the entry's type: what the step did, on its record's page ("Frozen for review"). */
  title?: string;
}

export function LedgerRow({ entry, decimals, onOpen, title }: LedgerRowProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const frozenMoved = trendOf(entry.frozen_delta) !== 'flat';
  return (
    <button type="button" className="ac-row ac-row--button" onClick={onOpen} data-testid="ledger-row">
      <span className="h5-row-main">
        <span className="ac-row__title">
          {title ?? tc(`ledgerType.${entry.type}`)} <span className="ac-row__sub">{tc(`account.${entry.account}`)}</span>
        </span>
        <span className="ac-row__time">{formatDateTime(entry.created_at)}</span>
      </span>
      <span className="ac-row__side">
        {(trendOf(entry.available_delta) !== 'flat' || !frozenMoved) && <SignedAmount value={entry.available_delta} decimals={decimals} currency={entry.currency} />}
        {frozenMoved && <span className="ac-row__frozen">{t('ledger.frozen', { amount: `${formatSignedAmount(entry.frozen_delta, decimals)} ${entry.currency}` })}</span>}
      </span>
    </button>
  );
}
