import { useTranslation } from '@h5/shared/i18n';
import { PageFrame } from '@h5/shared/ui';
import '../../common/pages.css';

const SECTIONS = ['purchase', 'income', 'maturity', 'redemption', 'quota'] as const;

/** finance/rulePage: how purchases, dividends, maturity and early redemption work (spec section 9, our reading). */
export default function RulesPage() {
  const { t } = useTranslation('wealth');
  return (
    <PageFrame title={t('page.trustRules', { ns: 'common' })}>
      <article className="wl-rules">
        {SECTIONS.map((section) => (
          <section key={section} className="wl-rules__section">
            <h2 className="wl-rules__title">{t(`trust.rules.${section}.title`)}</h2>
            <p className="wl-rules__text">{t(`trust.rules.${section}.text`)}</p>
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
