import { BASE_CURRENCY } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';
import { displayMoney } from '../../common/rates';
import './trust.css';
import { earningsOf } from '@h5/shared/money';
import { ratePercent } from '@h5/shared/format';

/** Spec section 9's worked example, computed by the same maths as the cards. */
const EXAMPLE = { rate: '0.004', days: 15, amount: '10000' };

const POINTS = ['pointYield', 'pointCycle', 'pointRedeem'] as const;

/** What a fixed-term managed product is: daily yield, fixed cycle, early redemption at a cost. */
export function TrustIntro() {
  const { t } = useTranslation('wealth');
  const earnings = earningsOf(EXAMPLE.amount, EXAMPLE.rate, EXAMPLE.days);
  const money = (value: string) => displayMoney(value, BASE_CURRENCY);
  return (
    <section className="wl-intro">
      <h2 className="wl-intro__heading">{t('trustCard.heading')}</h2>
      <ul className="wl-intro__points">
        {POINTS.map((point) => (
          <li key={point}>{t(`trustCard.${point}`)}</li>
        ))}
      </ul>
      {earnings && (
        <p className="wl-intro__example">
          {t('trustCard.example', {
            rate: ratePercent(EXAMPLE.rate),
            days: EXAMPLE.days,
            amount: money(EXAMPLE.amount),
            daily: money(earnings.daily),
            total: money(earnings.total),
          })}
        </p>
      )}
    </section>
  );
}
