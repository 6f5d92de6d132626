import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { call } from '@h5/shared/api';
import { contract, type TrustOrder, type TrustOrderStatus, type TrustStatement, type TrustStatementLine } from '@h5/shared/contract';
import { Loaded, PagedListView, cacheKey, useCall, usePagedList, type Load } from '@h5/shared/data';
import { PLACEHOLDER, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useAccountEvent } from '@h5/shared/live';
import { trustRedemption } from '@h5/shared/money';
import { useQueryTab, useSearchParams } from '@h5/shared/router';
import { toast } from '@h5/shared/toast';
import { PageFrame } from '@h5/shared/ui';
import { useConfirm } from '@h5/shared/ui/confirm';
import { FactList } from '@h5/shared/ui/facts';
import { displayMoney, percentText } from '../../common/rates';
import '../../common/pages.css';
import './pages.css';

const TABS = ['all', 'escrow', 'completed', 'redeemed'] as const;
type Tab = (typeof TABS)[number];

/** An order's statement: every ledger entry of it, dated, signed as it moved the trust account. */
export function Statement({ order, statement }: { order: TrustOrder; statement: Load<TrustStatement> }) {
  const { t } = useTranslation('wealth');
  const label = (line: TrustStatementLine) => (line.day === null ? t(`trust.statement.${line.type}`) : t('trust.statement.dividendDay', { day: line.day }));
  return (
    <Loaded load={statement} failedText={t('list.failed')}>
      {({ lines }) => (
        <table className="wl-statement" aria-label={t('trust.statement.title', { id: order.id })}>
          <tbody>
            {lines.map((line) => (
              <tr key={line.ledger_id}>
                <th scope="row">
                  {label(line)}
                  {line.due_at && <span className="wl-statement__due">{t('trust.statement.due', { time: formatDateTime(line.due_at) })}</span>}
                </th>
                <td className="wl-statement__at">{formatDateTime(line.at)}</td>
                <td className={`wl-statement__amount${line.amount.startsWith('-') ? '' : ' wl-statement__amount--in'}`}>
                  {line.amount.startsWith('-') ? '' : '+'}
                  {displayMoney(line.amount, order.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Loaded>
  );
}

function OrderCard({ order, open, onRedeemed }: { order: TrustOrder; open: boolean; onRedeemed: () => void }) {
  const { t } = useTranslation('wealth');
  const confirm = useConfirm();
  const [shown, setShown] = useState(open);
  const [busy, setBusy] = useState(false);
  const statement = useCall(contract.trust.statement, { id: order.id }, { enabled: shown });
  const money = (value: string | null) => (value === null ? PLACEHOLDER : displayMoney(value, order.currency));
  const escrow = order.status === 'escrow';
  // The kernel's formula, the one the server charges with.
  const now = trustRedemption(order.amount, order, order.remaining_days, order.decimals);

  async function redeem() {
    const agreed = await confirm({
      content: t('trust.order.redeemConfirm', { penalty: money(now.penalty), refund: money(now.refund), days: order.remaining_days, income: money(order.income) }),
      confirmText: t('trust.order.redeem'),
    });
    if (!agreed) return;
    setBusy(true);
    const result = await call(contract.trust.redeem, { id: order.id }, { loading: true });
    setBusy(false);
    if (!result.ok) return;
    toast(t('trust.order.redeemed', { refund: money(result.data.refund) }));
    onRedeemed();
    void statement.reload();
  }

  return (
    <article className="h5-card wl-order" aria-label={`${order.product} #${order.id}`}>
      <header className="h5-card__head">
        <h3 className="wl-order__title">{order.product}</h3>
        <span className={`h5-status wl-order__status--${order.status}`}>{t(`trust.status.${order.status}`)}</span>
      </header>
      <FactList
        items={[
          { label: t('trust.order.amount'), value: money(order.amount) },
          { label: t('product.dailyYield'), value: percentText(order.daily_rate) },
          { label: t('product.cycle'), value: t('product.days', { count: order.cycle_days }) },
          { label: t('trust.order.income'), value: money(order.income) },
          ...(escrow
            ? [
                { label: t('trust.order.remaining'), value: t('product.days', { count: order.remaining_days }) },
                { label: t('trust.order.penaltyNow'), value: money(now.penalty) },
              ]
            : order.status === 'redeemed'
              ? [
                  { label: t('trust.order.penalty'), value: money(order.penalty) },
                  { label: t('trust.order.refund'), value: money(order.refund) },
                ]
              : []),
          { label: t('trust.order.created'), value: formatDateTime(order.created_at) },
          { label: t('trust.order.valueAt'), value: formatDateTime(order.value_at) },
          { label: t('trust.order.finished'), value: formatDateTime(order.finished_at ?? order.matures_at) },
        ]}
      />
      <div className="wl-order__actions">
        <Button size="small" fill="outline" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
          {t('trust.statement.show')}
        </Button>
        {escrow && (
          <Button size="small" color="primary" loading={busy} onClick={() => void redeem()}>
            {t('trust.order.redeem')}
          </Button>
        )}
      </div>
      {shown && <Statement order={order} statement={statement} />}
    </article>
  );
}

/** finance/ordersPage: the user's trust orders by state, pull to refresh; `?id=` opens that order's statement. */
export default function OrdersPage() {
  const { t } = useTranslation('wealth');
  const [search] = useSearchParams();
  const focus = Number(search.get('id'));
  const [tab, choose] = useQueryTab<Tab>(TABS, 'all');
  // This page tells of a redemption itself (its own toast, its list reloaded): the host's toast would say it twice.
  useAccountEvent(['trust.redeemed'], () => undefined, { announces: true });
  const status: TrustOrderStatus | undefined = tab === 'all' ? undefined : tab;
  const list = usePagedList(cacheKey(contract.trust.orders, { status }), (page, limit) => call(contract.trust.orders, { page, limit, ...(status ? { status } : {}) }));
  return (
    <PageFrame title={t('page.trustOrders', { ns: 'common' })} onRefresh={list.refresh}>
      <nav className="wl-tabs" aria-label={t('trust.status.label')}>
        {TABS.map((name) => (
          <button key={name} type="button" className={`wl-tabs__tab${name === tab ? ' wl-tabs__tab--on' : ''}`} aria-pressed={name === tab} onClick={() => choose(name)}>
            {t(`trust.status.${name}`)}
          </button>
        ))}
      </nav>
      <PagedListView
        className="wl-orders"
        list={list}
        label={t('page.trustOrders', { ns: 'common' })}
        emptyText={t('trust.noOrders')}
        renderItem={(order) => <OrderCard order={order} open={order.id === focus} onRedeemed={() => void list.refresh()} />}
      />
    </PageFrame>
  );
}
