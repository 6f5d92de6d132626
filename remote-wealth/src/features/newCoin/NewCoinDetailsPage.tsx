import Button from 'antd-mobile/es/components/button';
import { contract, type NewCoinProject } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { formatDateTime, withCurrency } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { Link } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { isSignedIn, useSession } from '@h5/shared/session';
import { PageFrame } from '@h5/shared/ui';
import { displayAmount, displayMoney } from '../../common/rates';
import { CardHead } from '../../common/ProductCard';
import { FactList } from '@h5/shared/ui/facts';
import { useOpenProduct } from '../../common/useOpenProduct';
import { AllocationReport } from './AllocationReport';
import { CoinBadge } from './CoinBadge';
import { Progress, StateNote, StateTag } from './ProjectCard';
import { ProjectFromQuery } from './ProjectFromQuery';
import { Timeline } from './Timeline';
import './newCoin.css';

function Project({ project }: { project: NewCoinProject }) {
  const { t } = useTranslation('wealth');
  const signedIn = useSession(isSignedIn);
  const subscribe = useOpenProduct('newCoinPurchase');
  const published = project.state !== 'upcoming' && project.state !== 'subscribing';
  const report = useCall(contract.newCoin.report, { id: project.id }, { enabled: published, silent: true });
  const mine = useCall(contract.newCoin.orders, { product_id: project.id }, { enabled: signedIn, silent: true });
  const order = mine.data?.list[0] ?? null;
  const money = (value: string) => displayMoney(value, project.currency);
  return (
    <>
      <div className="h5-card wl-card wn-head">
        <CardHead leading={<CoinBadge coin={project.coin} colour={project.logo} size={48} />} title={project.name} subtitle={project.coin} aside={<StateTag state={project.state} />} />
        <StateNote project={project} />
        <p className="wn-description">{project.description}</p>
        {project.state !== 'upcoming' && <Progress project={project} />}
      </div>
      <Timeline project={project} />
      <section className="wn-section" aria-labelledby="wn-terms">
        <h2 id="wn-terms" className="h5-title wl-section-title">
          {t('newCoin.terms')}
        </h2>
        <div className="h5-card wl-card">
          <FactList
            items={[
              { label: t('newCoin.price'), value: money(project.price) },
              { label: t('newCoin.supply'), value: withCurrency(displayAmount(project.supply), project.coin) },
              { label: t('newCoin.min'), value: money(project.min_amount) },
              { label: t('newCoin.cap'), value: money(project.user_cap) },
              { label: t('newCoin.start'), value: formatDateTime(project.start_at) },
              { label: t('newCoin.end'), value: formatDateTime(project.end_at) },
              { label: t('newCoin.launch'), value: formatDateTime(project.launch_at) },
              { label: t('newCoin.lockup'), value: t('product.days', { count: project.lock_days }) },
              { label: t('newCoin.unlock'), value: formatDateTime(project.unlock_at) },
              { label: t('newCoin.report.subscribers'), value: String(project.subscribers) },
              { label: t('newCoin.report.total'), value: money(project.total_committed) },
            ]}
          />
        </div>
      </section>
      {published && report.data && <AllocationReport report={report.data} mine={order} />}
      <div className="wn-actions">
        {order ? (
          <Link className="wn-details" to={pathOf('newCoins', { tab: 'mine' })}>
            {t('newCoin.viewRecord')}
          </Link>
        ) : project.state === 'subscribing' ? (
          <Button color="primary" block onClick={() => subscribe(project.id)}>
            {t('newCoin.subscribe')}
          </Button>
        ) : (
          <Button block disabled>
            {t(project.state === 'upcoming' ? 'newCoin.opensAt' : 'newCoin.closed', { time: formatDateTime(project.start_at) })}
          </Button>
        )}
      </div>
    </>
  );
}

/** A project in full: its terms and dates, the allocation report once published, and Subscribe while open. */
export default function NewCoinDetailsPage() {
  const { t } = useTranslation('wealth');
  return (
    <PageFrame title={t('page.newCoinDetails', { ns: 'common' })}>
      <ProjectFromQuery>{(item) => <Project project={item} />}</ProjectFromQuery>
    </PageFrame>
  );
}
