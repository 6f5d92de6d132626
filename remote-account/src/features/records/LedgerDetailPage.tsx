import { CHAT_RECORD_KINDS, type ChatRecordKind, type LedgerDetail } from '@h5/shared/contract';
import { formatAmount, formatDateTime, formatSignedAmount, groupThousands, trendOf } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { decimalsOf, useCurrencies } from '@h5/shared/market';
import { sourcePath } from '@h5/shared/routes';
import { Link } from '@h5/shared/router';
import { AskSupport } from '@h5/shared/ui/askSupport';
import { FactList, type Fact } from '@h5/shared/ui/facts';
import { RecordDetails } from './RecordParts';
import { SignedAmount } from './RecordRows';
import './records.css';

/** Records support can be asked about with the record attached (a copy trade's are its follow's, asked about from there). */
const isChatRecord = (kind: string): kind is ChatRecordKind => (CHAT_RECORD_KINDS as readonly string[]).includes(kind);

function Detail({ entry }: { entry: LedgerDetail }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const { currencies } = useCurrencies();
  const decimals = decimalsOf(currencies, entry.currency);
  // Balances in the changes' format, unsigned.
  const amount = (value: string) => `${formatAmount(value, decimals)} ${entry.currency}`;
  const frozenMoved = trendOf(entry.frozen_delta) !== 'flat';
  const { source, tick } = entry;
  const items: Fact[] = [
    { label: t('ledger.account'), value: tc(`account.${entry.account}`) },
    { label: t('ledger.amount'), value: `${formatSignedAmount(entry.available_delta, decimals)} ${entry.currency}` },
    ...(frozenMoved ? [{ label: t('ledger.frozenChange'), value: `${formatSignedAmount(entry.frozen_delta, decimals)} ${entry.currency}` }] : []),
    { label: t('ledger.balanceAfter'), value: amount(entry.available_after) },
    ...(frozenMoved || trendOf(entry.frozen_after) !== 'flat' ? [{ label: t('ledger.frozenAfter'), value: amount(entry.frozen_after) }] : []),
    { label: t('ledger.time'), value: formatDateTime(entry.created_at) },
    ...(source
      ? [
          {
            label: t('ledger.source'),
            value: (
              <Link to={sourcePath(source)} className="h5-link" data-testid="ledger-source">
                {t(`ledger.sourceOf.${source.kind}`, { id: source.id })}
                {source.symbol ? ` · ${source.symbol}` : ''}
              </Link>
            ),
          },
        ]
      : []),
    // A tick's price has the pair's places already (it is what was settled on).
    ...(tick ? [{ label: t('ledger.tick'), value: t('ledger.tickAt', { price: groupThousands(tick.price), time: formatDateTime(tick.time) }) }] : []),
    ...(entry.chain ? [{ label: t('ledger.network'), value: entry.chain }] : []),
    ...(entry.address ? [{ label: t('ledger.address'), value: entry.address, copy: entry.address }] : []),
  ];
  return (
    <>
      <section className="ac-ledger-head">
        <span className="ac-ledger-head__type" data-testid="ledger-type">
          {tc(`ledgerType.${entry.type}`)}
        </span>
        <SignedAmount value={frozenMoved && trendOf(entry.available_delta) === 'flat' ? entry.frozen_delta : entry.available_delta} decimals={decimals} currency={entry.currency} />
      </section>
      <FactList layout="rows" items={items} />
      {source && isChatRecord(source.kind) ? <AskSupport kind={source.kind} id={source.id} /> : null}
    </>
  );
}

/** One ledger record (`?id=`): what it was, by how much, the balance it left, and what it came from. */
export default function LedgerDetailPage() {
  return <RecordDetails page="ledgerDetail">{(record) => <Detail entry={record} />}</RecordDetails>;
}
