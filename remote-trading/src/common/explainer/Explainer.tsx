import { useTranslation } from '@h5/shared/i18n';
import './explainer.css';

interface ExplainerProps {
  /** The `trading` namespace's section holding `title`, each point's `title` and `text`, and `later`. */
  topic: 'contracts' | 'options';
  points: readonly string[];
}

/** How a kind of trading works, in numbered points, and what a later release brings. */
export function Explainer({ topic, points }: ExplainerProps) {
  const { t } = useTranslation('trading');
  return (
    <section className="tr-explain" aria-labelledby={`tr-explain-${topic}`}>
      <h2 id={`tr-explain-${topic}`}>{t(`${topic}.title`)}</h2>
      <ol>
        {points.map((point) => (
          <li key={point}>
            <h3>{t(`${topic}.${point}.title`)}</h3>
            <p>{t(`${topic}.${point}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className="tr-explain__later">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t(`${topic}.later`)}
      </p>
    </section>
  );
}
