import { useTranslation } from '@h5/shared/i18n';
import './explainer.css';

interface ExplainerProps {
  /** The `trading` namespace's section holding `title` and each point's `title` and `text`. */
  topic: 'contracts' | 'options';
  points: readonly string[];
}

/** How a kind of trading works, in numbered points. */
export function Explainer({ topic, points }: ExplainerProps) {
  const { t } = useTranslation('trading');
  return (
    <section className="h5-panel tr-explain" aria-labelledby={`tr-explain-${topic}`}>
      <h2 id={`tr-explain-${topic}`} className="h5-title">{t(`explain.${topic}.title`)}</h2>
      <ol>
        {points.map((point) => (
          <li key={point}>
            <h3>{t(`explain.${topic}.${point}.title`)}</h3>
            <p>{t(`explain.${topic}.${point}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
