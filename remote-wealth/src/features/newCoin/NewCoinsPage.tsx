import { call } from '@h5/shared/api';
import { contract, NEW_COIN_STATES, type NewCoinState } from '@h5/shared/contract';
import { Loaded, PagedListView, cacheKey, useCall, usePagedList } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { useLoginRedirect, useQueryTab } from '@h5/shared/router';
import { isSignedIn, useSession } from '@h5/shared/session';
import { PageFrame, TabPanel, Tabs } from '@h5/shared/ui';
import { ProductList } from '../../common/ProductList';
import { OrderRow } from './OrderRow';
import { ProjectCard } from './ProjectCard';
import './newCoin.css';

type Tab = NewCoinState | 'mine';
const TABS: readonly Tab[] = [...NEW_COIN_STATES, 'mine'];

function Projects({ state }: { state: NewCoinState }) {
  const { t } = useTranslation('wealth');
  const projects = useCall(contract.newCoin.projects, { state });
  return (
    <Loaded load={projects} isEmpty={(items) => items.length === 0} failedText={t('list.failed')}>
      {(items) => <ProductList items={items}>{(project) => <ProjectCard project={project} />}</ProductList>}
    </Loaded>
  );
}

function MyRecords() {
  const { t } = useTranslation('wealth');
  const signedIn = useSession(isSignedIn);
  const logIn = useLoginRedirect();
  const orders = usePagedList(
    cacheKey(contract.newCoin.orders, {}),
    (page, limit) => call(contract.newCoin.orders, { page, limit }, { silent: true }),
    { enabled: signedIn },
  );
  if (!signedIn) {
    return (
      <p className="wn-note">
        <button type="button" className="wn-link" onClick={() => logIn()}>
          {t('newCoin.loginForRecords')}
        </button>
      </p>
    );
  }
  return <PagedListView list={orders} label={t('newCoin.tab.mine')} failedText={t('list.failed')} className="h5-card-list wl-list" renderItem={(order) => <OrderRow order={order} />} />;
}

/** The launchpad: projects by state, and the user's own records (`?tab=mine`, where the notifications link). */
export default function NewCoinsPage() {
  const { t } = useTranslation('wealth');
  const [tab, setTab] = useQueryTab(TABS, 'subscribing');
  return (
    <PageFrame title={t('page.newCoins', { ns: 'common' })}>
      <p className="wn-intro">{t('newCoin.intro')}</p>
      {/* Above the tabs, not among them: at 320 px the last tab sits off-screen in the scrolling row. */}
      <button
        type="button"
        id="wn-records"
        className={`wn-records${tab === 'mine' ? ' wn-records--on' : ''}`}
        aria-pressed={tab === 'mine'}
        aria-controls={tab === 'mine' ? 'wn-records-panel' : undefined}
        onClick={() => setTab('mine')}
      >
        <span>{t('newCoin.tab.mine')}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Tabs
        idBase="wn-state"
        label={t('page.newCoins', { ns: 'common' })}
        tabs={NEW_COIN_STATES.map((key) => ({ key, label: t(`newCoin.tab.${key}`) }))}
        active={tab}
        onChange={setTab}
        className="wn-tabs"
        tabClassName="wn-tabs__tab"
      />
      {/* The records are a panel of their own, named by their button: no tab is on then. */}
      {tab === 'mine' ? (
        <div id="wn-records-panel" role="region" aria-labelledby="wn-records">
          <MyRecords />
        </div>
      ) : (
        <TabPanel idBase="wn-state" active={tab}>
          <Projects state={tab} />
        </TabPanel>
      )}
    </PageFrame>
  );
}
