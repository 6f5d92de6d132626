import type { NewCoinProject } from '@h5/shared/contract';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { isPositive } from '@h5/shared/money';
import { pathOf } from '@h5/shared/routes';
import { displayAmount, displayMoney } from '../../common/rates';
import { CardHead, KeyFigures, ProductCard } from '../../common/ProductCard';
import { FactList } from '@h5/shared/ui/facts';
import { CoinBadge } from './CoinBadge';
import { committedPercent } from './figures';
import './newCoin.css';

export function StateTag({ state }: { state: NewCoinProject['state'] }) {
  const { t } = useTranslation('wealth');
  return <span className={`h5-tag wn-state--${state}`}>{t(`newCoin.state.${state}`)}</span>;
}

/** What the project's state means for a subscriber, with its next date (a state name alone says little). */
export function StateNote({ project }: { project: NewCoinProject }) {
  const { t } = useTranslation('wealth');
  const dates = { start: formatDateTime(project.start_at), end: formatDateTime(project.end_at), launch: formatDateTime(project.launch_at), unlock: formatDateTime(project.unlock_at) };
  return <p className="wn-state-note">{t(`newCoin.stateNote.${project.state}`, dates)}</p>;
}

/**
 * How far the sale is committed: a bar (full when oversubscribed) and the percentage; once the
 * window has closed without a commitment, it says so rather than show 0 %.
 */
export function Progress({ project }: { project: NewCoinProject }) {
  const { t } = useTranslation('wealth');
  const percent = committedPercent(project);
  if (project.state !== 'subscribing' && !isPositive(project.total_committed)) return <p className="wn-progress__text">{t('newCoin.noCommitments')}</p>;
  return (
    <div className="wn-progress">
      <div className="wn-progress__bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, Number(percent))}%` }} />
      </div>
      <span className="wn-progress__text">{t('newCoin.committedPercent', { percent })}</span>
    </div>
  );
}

/** One project in the list: its coin, state, price, sale size and window, and a link to its details. */
export function ProjectCard({ project }: { project: NewCoinProject }) {
  const { t } = useTranslation('wealth');
  const window = project.state === 'upcoming' ? { label: t('newCoin.start'), at: project.start_at } : { label: t('newCoin.end'), at: project.end_at };
  return (
    <ProductCard>
      <CardHead
        leading={<CoinBadge coin={project.coin} colour={project.logo} />}
        title={project.name}
        subtitle={project.coin}
        aside={<StateTag state={project.state} />}
      />
      <StateNote project={project} />
      <KeyFigures
        items={[
          { label: t('newCoin.price'), value: displayMoney(project.price, project.currency), accent: 'primary' },
          { label: t('newCoin.supply'), value: displayAmount(project.supply) },
          { label: t('newCoin.cap'), value: displayMoney(project.user_cap, project.currency) },
        ]}
      />
      {project.state !== 'upcoming' && <Progress project={project} />}
      <FactList
        items={[
          { label: window.label, value: formatDateTime(window.at) },
          { label: t('newCoin.launch'), value: formatDateTime(project.launch_at) },
        ]}
      />
      <Link className="wn-details" to={pathOf('newCoinDetails', { id: project.id })} aria-label={`${t('newCoin.details')} ${project.name}`}>
        {t('newCoin.details')}
      </Link>
    </ProductCard>
  );
}
