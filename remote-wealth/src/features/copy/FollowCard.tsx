import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { call } from '@h5/shared/api';
import { contract, type CopyFollow } from '@h5/shared/contract';
import { PLACEHOLDER, formatDateTime, groupThousands } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { followStopLevels, profitShareOf } from '@h5/shared/money';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { toast } from '@h5/shared/toast';
import { useConfirm } from '@h5/shared/ui/confirm';
import { FactList, type Fact } from '@h5/shared/ui/facts';
import { percentText } from '../../common/rates';
import { limit, money, ratioText, signedMoney, toneOf } from './figures';
import { TraderAvatar } from './TraderAvatar';

/**
 * Stop following, after a dialog saying what will happen: the open mirrored positions close at
 * market, profit share is settled on realised profit above the high-water mark (what is due on
 * what is realised now, by the kernel's formula), the rest returns to the contract account.
 */
function useStopFollowing(follow: CopyFollow, onStopped: (ended: CopyFollow) => void) {
  const { t } = useTranslation('wealth');
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const amount = (value: string) => money(value, follow.currency, follow.decimals);
  const stop = async () => {
    const due = profitShareOf(follow, follow.decimals).amount;
    const agreed = await confirm({
      content: t(follow.open_positions > 0 ? 'copy.stop.confirm' : 'copy.stop.confirmFlat', {
        lead: follow.lead,
        count: follow.open_positions,
        rate: percentText(follow.profit_share_rate),
        mark: amount(follow.high_water_mark),
        due: amount(due),
      }),
      confirmText: t('copy.order.stop'),
    });
    if (!agreed) return;
    setBusy(true);
    const result = await call(contract.copy.unfollow, { id: follow.id }, { loading: true });
    setBusy(false);
    if (!result.ok) return;
    toast(t('copy.stop.done', { lead: follow.lead, returned: amount(result.data.returned ?? result.data.equity) }));
    onStopped(result.data);
  };
  return { stop, busy };
}

/** A stop as set: its percent and the equity at which it ends the follow, or Not set. */
function stopText(percent: number | null, level: string | null, follow: CopyFollow, none: string): string {
  return percent === null || level === null ? none : `${percent}% · ${limit(level, follow.currency, follow.decimals)}`;
}

/**
 * One follow: the lead, what went in and what it is worth, its realised and unrealised P/L, the
 * profit share paid and the mark, ratio, stops, positions and skips, when it started and ended
 * and why; Details (unless shown already) and, while active, Stop following.
 */
export function FollowCard({ follow, details = true, onStopped }: { follow: CopyFollow; details?: boolean; onStopped: (ended: CopyFollow) => void }) {
  const { t } = useTranslation('wealth');
  const { stop, busy } = useStopFollowing(follow, onStopped);
  const amount = (value: string | null) => money(value, follow.currency, follow.decimals);
  const signed = (value: string) => signedMoney(value, follow.currency, follow.decimals);
  const active = follow.status === 'active';
  const levels = followStopLevels(follow.invested, follow.stop_loss, follow.take_profit, follow.decimals);
  const none = t('copy.confirm.none');
  const facts: Fact[] = [
    { label: t('copy.order.invested'), value: amount(follow.invested) },
    active ? { label: t('copy.order.equity'), value: amount(follow.equity) } : { label: t('copy.order.returned'), value: amount(follow.returned) },
    { label: t('copy.order.realised'), value: signed(follow.realised), tone: toneOf(follow.realised) },
    ...(active ? [{ label: t('copy.order.unrealised'), value: signed(follow.unrealised), tone: toneOf(follow.unrealised) }] : []),
    { label: t('copy.order.profitShare'), value: amount(follow.profit_share) },
    { label: t('copy.order.mark'), value: amount(follow.high_water_mark) },
    { label: t('copy.order.ratio'), value: ratioText(follow.ratio) },
    { label: t('copy.order.stopLoss'), value: stopText(follow.stop_loss, levels.stopLoss, follow, none) },
    { label: t('copy.order.takeProfit'), value: stopText(follow.take_profit, levels.takeProfit, follow, none) },
    { label: t('copy.order.open'), value: groupThousands(String(follow.open_positions)) },
    { label: t('copy.order.skipped'), value: groupThousands(String(follow.skipped)) },
    { label: t('copy.order.started'), value: formatDateTime(follow.created_at) },
    ...(active
      ? []
      : [
          { label: t('copy.order.ended'), value: follow.ended_at ? formatDateTime(follow.ended_at) : PLACEHOLDER },
          { label: t('copy.order.endReason'), value: follow.end_reason ? t(`copy.end.${follow.end_reason}`) : PLACEHOLDER },
        ]),
  ];
  return (
    <article className="h5-card wl-order" aria-label={t('copy.order.title', { lead: follow.lead, id: follow.id })}>
      <header className="h5-card__head">
        <div className="wl-follow-card__lead">
          <TraderAvatar name={follow.lead} />
          <div className="wl-card__names">
            <h3 className="wl-order__title">{follow.lead}</h3>
            <p className="wl-card__subtitle">{t(`copy.strategy.${follow.strategy}`)}</p>
          </div>
        </div>
        <span className={`h5-status wl-follow-card__status--${follow.status}`}>{t(`copy.status.${follow.status}`)}</span>
      </header>
      <FactList items={facts} />
      {(details || active) && (
        <div className="wl-order__actions">
          {details && (
            <Link className="h5-link wl-follow-card__details" to={pathOf('copyOrders', { id: follow.id })}>
              {t('copy.order.details')}
            </Link>
          )}
          {active && (
            <Button size="small" color="danger" fill="outline" loading={busy} onClick={() => void stop()}>
              {t('copy.order.stop')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
