import type { CopyFollow, CopySettlement, CopySkip } from '@h5/shared/contract';
import { formatAmount, formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { usePairDecimals } from '@h5/shared/market';
import { compareDecimal } from '@h5/shared/money';
import { EmptyState } from '@h5/shared/ui';
import { FactList } from '@h5/shared/ui/facts';
import { percentText } from '../../common/rates';
import { money } from './figures';

function SkipItem({ skip, follow }: { skip: CopySkip; follow: CopyFollow }) {
  const { t } = useTranslation('wealth');
  const places = usePairDecimals(skip.symbol).price;
  return (
    <li className="wl-position">
      <div className="wl-position__head">
        <span className="wl-position__symbol">{skip.symbol}</span>
        <span className={`h5-tag wl-side--${skip.side}`}>{t(`event.side.${skip.side}`, { ns: 'common' })}</span>
      </div>
      <p className="wl-skip__reason">{t(`copy.skip.${skip.reason}`, { needed: skip.needed === null ? '' : money(skip.needed, follow.currency, follow.decimals) })}</p>
      <FactList
        layout="dense"
        items={[
          { label: t('copy.skip.leadLots'), value: t('units.lots', { ns: 'common', count: skip.lead_lots }) },
          { label: t('copy.skip.tick'), value: `${formatAmount(skip.tick.price, places)} · ${formatDateTime(skip.tick.time)}` },
          { label: t('copy.position.lead'), value: `#${skip.position_id}` },
        ]}
      />
    </li>
  );
}

/** The lead positions the follow did not copy: why (too small, or the margin and fee it needed), on which tick. */
export function SkipList({ skips, follow }: { skips: readonly CopySkip[]; follow: CopyFollow }) {
  const { t } = useTranslation('wealth');
  if (!skips.length) return <EmptyState text={t('copy.detail.noSkips')} />;
  return (
    <ul className="wl-positions" aria-label={t('copy.detail.skips')}>
      {skips.map((skip) => (
        <SkipItem key={`${skip.position_id}`} skip={skip} follow={follow} />
      ))}
    </ul>
  );
}

function SettlementItem({ line, follow }: { line: CopySettlement; follow: CopyFollow }) {
  const { t } = useTranslation('wealth');
  const amount = (value: string) => money(value, follow.currency, follow.decimals);
  const due = compareDecimal(line.realised, line.high_water_mark) > 0;
  return (
    <li className="wl-settlement">
      <div className="wl-settlement__head">
        <span className="wl-settlement__kind">{t(`copy.settlement.${line.kind}`)}</span>
        <span className="wl-settlement__at">{formatDateTime(line.at)}</span>
      </div>
      <p className="wl-settlement__formula">
        {due
          ? t('copy.settlement.formula', { rate: percentText(line.rate), realised: amount(line.realised), mark: amount(line.high_water_mark), amount: amount(line.amount) })
          : t('copy.settlement.nothing', { realised: amount(line.realised), mark: amount(line.high_water_mark) })}
      </p>
      <p className="wl-settlement__mark">{t('copy.settlement.mark', { before: amount(line.high_water_mark), after: amount(line.new_high_water_mark) })}</p>
    </li>
  );
}

/** The profit-share statement: each settlement (weekly or at the end) with its computation, rate × (realised − mark), and the mark before and after. */
export function SettlementList({ settlements, follow }: { settlements: readonly CopySettlement[]; follow: CopyFollow }) {
  const { t } = useTranslation('wealth');
  if (!settlements.length) return <EmptyState text={t('copy.detail.noSettlements')} />;
  return (
    <ul className="wl-settlements" aria-label={t('copy.detail.settlements')}>
      {settlements.map((line) => (
        <SettlementItem key={`${line.kind}-${line.at}`} line={line} follow={follow} />
      ))}
    </ul>
  );
}
