import type { CopyLead, CopyPerformance, CopyRisk } from '@h5/shared/contract';
import { PLACEHOLDER, groupThousands } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Tabs } from '@h5/shared/ui';
import { FactList } from '@h5/shared/ui/facts';
import { percentText } from '../../common/rates';
import { CardHead, KeyFigures, ProductAction, ProductCard } from '../../common/ProductCard';
import { WINDOWS, limit, money, percentFigure, performanceOf, returnText, signedMoney, toneOf, type WindowKey } from './figures';
import { TraderAvatar } from './TraderAvatar';
import './copy.css';

export function RiskTag({ risk }: { risk: CopyRisk }) {
  const { t } = useTranslation('wealth');
  return <span className={`h5-tag wl-risk wl-risk--${risk}`}>{t(`copy.risk.${risk}`)}</span>;
}

/** The windows a record is read over, as tabs (the list's and the profile's). */
export function WindowTabs({ idBase, days, onChange }: { idBase: string; days: WindowKey; onChange: (days: WindowKey) => void }) {
  const { t } = useTranslation('wealth');
  return (
    <Tabs
      idBase={idBase}
      label={t('copy.window')}
      tabs={WINDOWS.map((key) => ({ key, label: t('product.days', { count: Number(key) }) }))}
      active={days}
      onChange={onChange}
      className="wl-copy-tabs"
      tabClassName="wl-copy-tabs__tab"
    />
  );
}

/** A record's headline: the lead's ROI beside what its followers earned, and its drawdown. */
export function RecordFigures({ record }: { record: CopyPerformance | undefined }) {
  const { t } = useTranslation('wealth');
  return (
    <KeyFigures
      items={[
        { label: t('copy.figure.roi'), value: returnText(record?.roi), accent: toneOf(record?.roi) },
        { label: t('copy.figure.followerRoi'), value: returnText(record?.follower_roi), accent: toneOf(record?.follower_roi) },
        { label: t('copy.figure.drawdown'), value: percentFigure(record?.max_drawdown) },
      ]}
    />
  );
}

/**
 * One lead over the chosen window: its return beside what its followers earned (the honest
 * number), its P/L, drawdown, win rate and trades, who follows it with how much, and its terms.
 */
export function LeadCard({ lead, days, onOpen }: { lead: CopyLead; days: WindowKey; onOpen: (id: number) => void }) {
  const { t } = useTranslation('wealth');
  const record = performanceOf(lead, days);
  return (
    <ProductCard>
      <CardHead
        leading={<TraderAvatar name={lead.name} />}
        title={lead.name}
        subtitle={`${t(`copy.strategy.${lead.strategy}`)} · ${t('copy.followers', { count: lead.followers, n: groupThousands(String(lead.followers)) })}`}
        aside={<RiskTag risk={lead.risk} />}
      />
      <RecordFigures record={record} />
      <FactList
        items={[
          { label: t('copy.figure.pnl'), value: signedMoney(record?.pnl, lead.currency, lead.decimals), tone: toneOf(record?.pnl) },
          { label: t('copy.figure.winRate'), value: percentFigure(record?.win_rate) },
          { label: t('copy.figure.trades'), value: record ? groupThousands(String(record.trades)) : PLACEHOLDER },
          { label: t('copy.figure.aum'), value: money(lead.aum, lead.currency, lead.decimals) },
          { label: t('copy.figure.minAmount'), value: limit(lead.min_amount, lead.currency, lead.decimals) },
          { label: t('copy.figure.profitShare'), value: percentText(lead.profit_share_rate) },
        ]}
      />
      <ProductAction open label={t('copy.open')} onPress={() => onOpen(lead.id)} />
    </ProductCard>
  );
}
