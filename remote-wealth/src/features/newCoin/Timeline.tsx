import type { NewCoinProject, NewCoinState } from '@h5/shared/contract';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Countdown } from '@h5/shared/ui';

type Step = 'subscribe' | 'calculate' | 'distribute' | 'launch' | 'unlock';

/** The sale's steps with the date each falls on (the allocation and its refunds come at the window's close). */
const stepsOf = (project: NewCoinProject): Array<{ step: Step; at: string }> => [
  { step: 'subscribe', at: project.start_at },
  { step: 'calculate', at: project.end_at },
  { step: 'distribute', at: project.end_at },
  { step: 'launch', at: project.launch_at },
  { step: 'unlock', at: project.unlock_at },
];

/** Steps done in each state, and the date the countdown runs to (none once the coins are released). */
const PROGRESS: Record<NewCoinState, { done: number; next: (project: NewCoinProject) => string | null }> = {
  upcoming: { done: 0, next: (p) => p.start_at },
  subscribing: { done: 0, next: (p) => p.end_at },
  calculating: { done: 1, next: (p) => p.launch_at },
  launched: { done: 4, next: (p) => p.unlock_at },
  sold_out: { done: 5, next: () => null },
};

/** Where the sale stands: subscribe, calculate, distribute, launch, unlock, the current step marked, and a countdown to the next. */
export function Timeline({ project }: { project: NewCoinProject }) {
  const { t } = useTranslation('wealth');
  const { done, next } = PROGRESS[project.state];
  const current = project.state === 'upcoming' ? -1 : done;
  const until = next(project);
  return (
    <section className="h5-card wl-card wn-timeline" aria-label={t('newCoin.timeline.title')}>
      <h2 className="h5-title wn-timeline__title">{t('newCoin.timeline.title')}</h2>
      <ol className="wn-timeline__steps">
        {stepsOf(project).map(({ step, at }, index) => {
          const state = index < done ? 'done' : index === current ? 'current' : 'next';
          return (
            <li key={step} className={`wn-timeline__step wn-timeline__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="wn-timeline__dot" aria-hidden="true" />
              <span className="wn-timeline__label">{t(`newCoin.timeline.${step}`)}</span>
              <span className="wn-timeline__at">{formatDateTime(at)}</span>
            </li>
          );
        })}
      </ol>
      {until && (
        <p className="wn-timeline__countdown" data-testid="new-coin-countdown">
          {t(`newCoin.timeline.until.${project.state}`)} <Countdown to={until} />
        </p>
      )}
    </section>
  );
}
