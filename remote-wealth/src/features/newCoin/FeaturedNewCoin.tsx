import { contract } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { displayMoney } from '../../common/rates';
import { CoinBadge } from './CoinBadge';
import { StateTag } from './ProjectCard';
import './newCoin.css';

/** The featured project changes with a window's dates: kept a minute between views. */
export const FEATURED_FRESH_MS = 60_000;

/**
 * The featured new coin (`lh/send/get_recommend`) for the wealth hub: its coin, state, price and
 * the date that matters next, linking to its details. Nothing when there is no project.
 */
export function FeaturedNewCoin() {
  const { t } = useTranslation('wealth');
  const featured = useCall(contract.newCoin.recommend, undefined, { silent: true, freshFor: FEATURED_FRESH_MS });
  const project = featured.data;
  if (!project) return null;
  const next =
    project.state === 'upcoming'
      ? t('newCoin.opensAt', { time: formatDateTime(project.start_at) })
      : project.state === 'subscribing'
        ? t('newCoin.endsAt', { time: formatDateTime(project.end_at) })
        : t('newCoin.launchAt', { time: formatDateTime(project.launch_at) });
  return (
    <Link className="h5-card wn-featured" to={pathOf('newCoinDetails', { id: project.id })}>
      <CoinBadge coin={project.coin} colour={project.logo} />
      <span className="h5-row-main">
        <span className="wn-featured__title">
          {t('newCoin.featured')} · {project.name}
        </span>
        <small>
          {displayMoney(project.price, project.currency)} · {next}
        </small>
      </span>
      <StateTag state={project.state} />
    </Link>
  );
}
