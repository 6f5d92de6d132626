import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import './finance.css';

const SECTIONS = ['purchase', 'income', 'maturity', 'redemption', 'quota'] as const;

/** finance/rulePage: how purchases, dividends, maturity and early redemption work (spec section 9, our reading). */
export default function RulesPage() {
  const { t } = useTranslation('wealth');
  return (
    <PageFrame title={t('page.financeRules', { ns: 'common' })}>
      <article className="wl-rules">
        {SECTIONS.map((section) => (
          <section key={section} className="wl-rules__section">
            <h2 className="wl-rules__title">{t(`finance.rules.${section}.title`)}</h2>
            <p className="wl-rules__text">{t(`finance.rules.${section}.text`)}</p>
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
