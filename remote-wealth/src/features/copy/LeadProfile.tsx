import type { CopyLeadProfile } from '@h5/shared/contract';
import { PLACEHOLDER, formatDate, groupThousands } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useQueryTab } from '@h5/shared/router';
import { TabPanel } from '@h5/shared/ui';
import { FactList } from '@h5/shared/ui/facts';
import { percentText } from '../../common/rates';
import { DEFAULT_WINDOW, WINDOWS, money, percentFigure, performanceOf, signedMoney, toneOf, type WindowKey } from './figures';
import { EquityCurve } from './EquityCurve';
import { RecordFigures, RiskTag, WindowTabs } from './LeadCard';
import { PositionList } from './PositionList';
import { TraderAvatar } from './TraderAvatar';

/** Who the lead is and what it trades, its record over 7, 30 or 90 days (`?tab=`), its equity curve, what it holds and what it closed lately. */
export function LeadProfile({ lead }: { lead: CopyLeadProfile }) {
  const { t } = useTranslation('wealth');
  const [days, setDays] = useQueryTab<WindowKey>(WINDOWS, DEFAULT_WINDOW);
  const record = performanceOf(lead, days);
  const amount = (value: string) => money(value, lead.currency, lead.decimals);
  return (
    <>
      <section className="h5-card wl-fin-card" aria-labelledby="wl-lead-name">
        <header className="wl-card__head">
          <TraderAvatar name={lead.name} />
          <div className="wl-card__names">
            <h2 id="wl-lead-name" className="h5-title wl-card__title">
              {lead.name}
            </h2>
            <p className="wl-card__subtitle">{t(`copy.strategy.${lead.strategy}`)}</p>
          </div>
          <RiskTag risk={lead.risk} />
        </header>
        <FactList
          items={[
            { label: t('copy.figure.pairs'), value: lead.symbols.join(', ') },
            { label: t('copy.figure.leverage'), value: `${lead.multiple}×` },
            { label: t('copy.figure.equity'), value: amount(lead.equity) },
            { label: t('copy.figure.followers'), value: groupThousands(String(lead.followers)) },
            { label: t('copy.figure.aum'), value: amount(lead.aum) },
            { label: t('copy.figure.profitShare'), value: percentText(lead.profit_share_rate) },
            { label: t('copy.figure.since'), value: formatDate(lead.since) },
          ]}
        />
      </section>

      <section className="h5-card wl-fin-card" aria-labelledby="wl-lead-record">
        <h2 id="wl-lead-record" className="h5-title">
          {t('copy.profile.record')}
        </h2>
        <WindowTabs idBase="wl-lead-window" days={days} onChange={setDays} />
        <TabPanel idBase="wl-lead-window" active={days} className="wl-copy-record">
          <RecordFigures record={record} />
          <FactList
            items={[
              { label: t('copy.figure.pnl'), value: signedMoney(record?.pnl, lead.currency, lead.decimals), tone: toneOf(record?.pnl) },
              { label: t('copy.figure.winRate'), value: percentFigure(record?.win_rate) },
              { label: t('copy.figure.trades'), value: record ? groupThousands(String(record.trades)) : PLACEHOLDER },
            ]}
          />
          <p className="wl-fin-note">{t('copy.profile.followersNote')}</p>
        </TabPanel>
      </section>

      <section className="h5-card wl-fin-card" aria-labelledby="wl-lead-curve">
        <h2 id="wl-lead-curve" className="h5-title">
          {t('copy.profile.curve')}
        </h2>
        <EquityCurve curve={lead.curve} currency={lead.currency} decimals={lead.decimals} />
      </section>

      <section className="h5-card wl-fin-card" aria-labelledby="wl-lead-positions">
        <h2 id="wl-lead-positions" className="h5-title">
          {t('copy.profile.positions')}
        </h2>
        <PositionList positions={lead.positions} currency={lead.currency} decimals={lead.decimals} label={t('copy.profile.positions')} emptyText={t('copy.profile.noPositions')} />
      </section>

      <section className="h5-card wl-fin-card" aria-labelledby="wl-lead-trades">
        <h2 id="wl-lead-trades" className="h5-title">
          {t('copy.profile.trades')}
        </h2>
        <PositionList positions={lead.trades} currency={lead.currency} decimals={lead.decimals} label={t('copy.profile.trades')} emptyText={t('copy.profile.noTrades')} />
      </section>
    </>
  );
}
