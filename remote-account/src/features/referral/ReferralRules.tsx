import { BASE_CURRENCY, BASE_CURRENCY_DECIMALS } from '@h5/shared/constants';
import type { ReferralInfo } from '@h5/shared/contract';
import { formatAmount, ratePercent, withCurrency } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { feeShares } from '@h5/shared/money';

const SECTIONS = ['code', 'fees', 'rounding', 'payout', 'partner', 'authorization', 'ranking'] as const;
/** The worked example: a spot buy of 0.01 BTC at 95 000 USDT pays a 0.95 USDT fee (0.1 %). */
const EXAMPLE_FEE = '0.95';

/** The programme's rules with this server's terms, the example computed by the kernel's formula (the one the server pays with). */
export function ReferralRules({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('account');
  const { terms } = info;
  const usdt = (value: string) => withCurrency(formatAmount(value, BASE_CURRENCY_DECIMALS), BASE_CURRENCY);
  const example = feeShares(EXAMPLE_FEE, { rebate: terms.base_ratio, reward: terms.reward_ratio }, BASE_CURRENCY_DECIMALS);
  const figures: Record<(typeof SECTIONS)[number], Record<string, string | number>> = {
    code: {},
    fees: { rebate: ratePercent(terms.base_ratio), reward: ratePercent(terms.reward_ratio) },
    rounding: { fee: usdt(EXAMPLE_FEE), rebate: usdt(example?.rebate ?? '0'), reward: usdt(example?.reward ?? '0') },
    payout: { hours: terms.issue_every_hours },
    partner: { invitees: terms.partner_invitees, ratio: ratePercent(terms.partner_ratio) },
    authorization: {},
    ranking: {},
  };
  return (
    <article className="ac-referral__rules">
      {SECTIONS.map((section) => (
        <section key={section}>
          <h3>{t(`referral.rules.${section}.title`)}</h3>
          <p>{t(`referral.rules.${section}.text`, figures[section])}</p>
        </section>
      ))}
    </article>
  );
}
