import type { ReactNode } from 'react';
import { contract, type LedgerEntry, type ReplyOf, type ReviewStatus } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { decimalsOf, useCurrencies } from '@h5/shared/market';
import { Link, useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { EmptyState } from '@h5/shared/ui';
import { Page } from '../../common/Page';
import { StatusTag } from '../../common/StatusTag';
import { reviewLook } from '../../common/statuses';
import { LedgerRow } from './RecordRows';
import { useRecordId, type RecordPage } from './useRecordId';

/** Each details page and the call that answers its record by id. */
const CALL_OF = {
  depositDetail: contract.wallet.depositDetail,
  withdrawDetail: contract.wallet.withdrawDetail,
  ledgerDetail: contract.wallet.legalDetail,
} as const;

/**
 * A details page of one record (`?id=`): its title, the record loaded (skeleton, error with
 * Retry), "Unknown record" for an id that is no id, and nothing while the page is being left.
 */
export function RecordDetails<P extends RecordPage>({ page, children }: { page: P; children: (record: ReplyOf<(typeof CALL_OF)[P]>) => ReactNode }) {
  const { t: tc } = useTranslation('common');
  const key: RecordPage = page;
  const { id, status } = useRecordId(key);
  const load = useCall(CALL_OF[key], { id }, { enabled: status === 'ok' });
  return (
    <Page title={tc(`page.${key}`)}>
      {status === 'ok' && <Loaded load={load}>{(record) => children(record as ReplyOf<(typeof CALL_OF)[P]>)}</Loaded>}
      {status === 'invalid' && <EmptyState text={tc('validation.recordInvalid')} />}
    </Page>
  );
}

/** A deposit's or withdrawal's state, its amount, the reason of a refusal and a note while it waits. */
export function RecordHead({ status, amount, reason, pendingNote }: { status: ReviewStatus; amount: string; reason: string; pendingNote: string }) {
  const { t } = useTranslation('account');
  return (
    <section className="ac-detail-head">
      <StatusTag look={reviewLook(status)} />
      <p className="ac-detail-head__amount" data-testid="record-amount">
        {amount}
      </p>
      {status === 'rejected' && reason && <p className="ac-detail-head__reason">{t('records.reason', { reason })}</p>}
      {status === 'pending' && <p className="ac-note">{pendingNote}</p>}
    </section>
  );
}

/** What each step of a deposit or withdrawal did to the balance, in the words of its record. */
const STEP_OF: Record<string, string> = {
  deposit: 'records.step.deposit',
  withdraw_freeze: 'records.step.withdraw_freeze',
  withdraw_paid: 'records.step.withdraw_paid',
  withdraw_refund: 'records.step.withdraw_refund',
};

/**
 * The ledger entries a record made, oldest first, each opening its ledger detail; `empty` says
 * why there are none (a deposit changes the balance once approved).
 */
export function RecordEntries({ entries, empty }: { entries: readonly LedgerEntry[]; empty: ReactNode }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { currencies } = useCurrencies();
  return (
    <section className="ac-section ac-entries" aria-labelledby="ac-entries-title">
      <h2 id="ac-entries-title" className="ac-section__title">
        {t('records.entries')}
      </h2>
      {entries.length === 0 ? (
        <p className="ac-note">{empty}</p>
      ) : (
        <ul className="ac-list">
          {entries.map((entry) => {
            const step = STEP_OF[entry.reason];
            return (
              <li key={entry.id}>
                <LedgerRow
                  entry={entry}
                  decimals={decimalsOf(currencies, entry.currency)}
                  {...(step ? { title: t(step) } : {})}
                  onOpen={() => navigate(pathOf('ledgerDetail', { id: entry.id }))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
