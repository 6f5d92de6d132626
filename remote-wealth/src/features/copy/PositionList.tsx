import type { Position, PriceTick } from '@h5/shared/contract';
import { PLACEHOLDER, formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { usePairDecimals } from '@h5/shared/market';
import { EmptyState } from '@h5/shared/ui';
import { FactList, type Fact } from '@h5/shared/ui/facts';
import { money, signedMoney, toneOf } from './figures';

/** A lead's position, or a follow's mirror of one (`mirror_of`: the lead's position). */
type Shown = Position & { mirror_of?: number };

/** Where a price was taken: the tick's price and time, or the order's own when it has no tick. */
function tickText(tick: PriceTick | null, price: string | null, at: string | null, decimals: number): string {
  const value = tick?.price ?? price;
  if (value === null) return PLACEHOLDER;
  const time = tick ? tick.time : at;
  return time === null ? formatAmount(value, decimals) : `${formatAmount(value, decimals)} · ${formatDateTime(time)}`;
}

function PositionItem({ position, currency, decimals }: { position: Shown; currency: string; decimals: number }) {
  const { t } = useTranslation('wealth');
  const places = usePairDecimals(position.symbol).price;
  const closed = position.status === 'closed';
  const facts: Fact[] = [
    { label: t('copy.position.open'), value: tickText(position.open_tick, position.price, position.created_at, places) },
    ...(closed
      ? [
          { label: t('copy.position.close'), value: tickText(position.close_tick, position.close_price, position.closed_at, places) },
          { label: t('copy.position.reason'), value: position.close_reason ? t(`copy.reason.${position.close_reason}`) : PLACEHOLDER },
        ]
      : []),
    { label: t('copy.position.margin'), value: money(position.margin, currency, decimals) },
    { label: t('copy.position.fee'), value: money(position.fee, currency, decimals) },
    ...(position.mirror_of === undefined ? [] : [{ label: t('copy.position.lead'), value: `#${position.mirror_of}` }]),
  ];
  return (
    <li className="wl-position">
      <div className="wl-position__head">
        <span className="wl-position__symbol">{position.symbol}</span>
        <span className={`h5-tag wl-side--${position.side}`}>{t(`event.side.${position.side}`, { ns: 'common' })}</span>
        <span className="wl-position__size">{`${t('units.lots', { ns: 'common', count: position.lots })} · ${position.multiple}×`}</span>
        {closed && (
          <span className={`wl-position__pnl wl-tone--${toneOf(position.profit) ?? 'flat'}`}>
            {signedMoney(position.profit, currency, decimals)}
          </span>
        )}
      </div>
      <FactList layout="dense" items={facts} />
    </li>
  );
}

/** Positions one under another: pair, side, size and, once closed, the P/L; then where each opened and closed (price and tick time) and why. */
export function PositionList({ positions, currency, decimals, label, emptyText }: { positions: readonly Shown[]; currency: string; decimals: number; label: string; emptyText: string }) {
  if (!positions.length) return <EmptyState text={emptyText} />;
  return (
    <ul className="wl-positions" aria-label={label}>
      {positions.map((position) => (
        <PositionItem key={position.id} position={position} currency={currency} decimals={decimals} />
      ))}
    </ul>
  );
}
