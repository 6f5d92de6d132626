import type { NewCoinProject } from '@h5/shared/contract';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
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

/** How far the sale is committed: a bar (full when oversubscribed) and the percentage. */
export function Progress({ project }: { project: NewCoinProject }) {
  const { t } = useTranslation('wealth');
  const percent = committedPercent(project);
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
