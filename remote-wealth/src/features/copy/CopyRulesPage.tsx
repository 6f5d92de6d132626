import { BASE_CURRENCY, BASE_CURRENCY_DECIMALS } from '@h5/shared/constants';
import { contract, type CopyConfig } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { percentText } from '../../common/rates';
import { groupThousands } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { mirrorLots, profitShareOf } from '@h5/shared/money';
import { PageFrame } from '@h5/shared/ui';
import { limit, ratioText } from './figures';
import '../../common/pages.css';

const SECTIONS = ['leads', 'sizing', 'skips', 'stops', 'profitShare', 'once', 'fees', 'positions', 'figures'] as const;

/** The worked examples, computed with the kernel's formulas (the ones the server charges with). */
const SIZING = { leadEquity: '20000', small: '1000', large: '2000' };
const SHARE = { realised: '1200', high_water_mark: '1000', profit_share_rate: '0.1' };

/** The figures each section's text names: the terms from `documentation/config` and the examples' results. */
function useRuleFigures(config: CopyConfig): Record<(typeof SECTIONS)[number], Record<string, string | number>> {
  const { t } = useTranslation('wealth');
  const amount = (value: string) => limit(value, BASE_CURRENCY, BASE_CURRENCY_DECIMALS);
  const lots = (count: number) => t('units.lots', { ns: 'common', count });
  const whole = (value: number) => groupThousands(String(value));
  return {
    leads: {},
    sizing: {
      ratios: config.ratios.map(ratioText).join(', '),
      leadEquity: amount(SIZING.leadEquity),
      small: amount(SIZING.small),
      large: amount(SIZING.large),
      smallLots: lots(mirrorLots(10, '1', SIZING.small, SIZING.leadEquity)),
      largeLots: lots(mirrorLots(10, '2', SIZING.large, SIZING.leadEquity)),
    },
    skips: {},
    stops: { slMin: whole(config.stop_loss.min), slMax: whole(config.stop_loss.max), tpMin: whole(config.take_profit.min), tpMax: whole(config.take_profit.max) },
    profitShare: {
      time: `${config.settlement.time} ${config.settlement.time_zone}`,
      realised: amount(SHARE.realised),
      mark: amount(SHARE.high_water_mark),
      amount: amount(profitShareOf(SHARE, BASE_CURRENCY_DECIMALS).amount),
    },
    once: {},
    fees: { rate: percentText(config.fee_rate) },
    positions: {},
    figures: {},
  };
}

function Rules({ config }: { config: CopyConfig }) {
  const { t } = useTranslation('wealth');
  const figures = useRuleFigures(config);
  return (
    <article className="wl-rules">
      {SECTIONS.map((section) => (
        <section key={section} className="wl-rules__section">
          <h2 className="wl-rules__title">{t(`copy.rules.${section}.title`)}</h2>
          <p className="wl-rules__text">{t(`copy.rules.${section}.text`, figures[section])}</p>
        </section>
      ))}
    </article>
  );
}

/** documentation/rulePage: how leads trade, how a follow is sized, skipped, stopped and charged, and what each figure means. */
export default function CopyRulesPage() {
  const { t } = useTranslation('wealth');
  const config = useCall(contract.copy.config);
  return (
    <PageFrame title={t('page.copyRules', { ns: 'common' })}>
      <Loaded load={config} failedText={t('list.failed')}>
        {(terms) => <Rules config={terms} />}
      </Loaded>
    </PageFrame>
  );
}
