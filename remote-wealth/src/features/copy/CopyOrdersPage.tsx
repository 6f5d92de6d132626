import { call } from '@h5/shared/api';
import { contract, type CopyFollowStatus } from '@h5/shared/contract';
import { Loaded, PagedListView, cacheKey, useCall, usePagedList } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate, useQueryTab, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PageFrame, TabPanel, Tabs } from '@h5/shared/ui';
import { FollowCard } from './FollowCard';
import { SettlementList, SkipList } from './FollowStatement';
import { PositionList } from './PositionList';
import '../../common/pages.css';
import './copy.css';

const TABS = ['active', 'ended'] as const satisfies readonly CopyFollowStatus[];

/** My follows, active or ended (`?tab=`), newest first, page by page; a follow just stopped opens on its statement, with what came back. */
function FollowList() {
  const { t } = useTranslation('wealth');
  const navigate = useNavigate();
  const [status, choose] = useQueryTab<CopyFollowStatus>(TABS, 'active');
  const list = usePagedList(cacheKey(contract.copy.orders, { status }), (page, limit) => call(contract.copy.orders, { page, limit, status }));
  return (
    <PageFrame title={t('page.copyOrders', { ns: 'common' })} onRefresh={list.refresh}>
      <Tabs
        idBase="wl-follows"
        label={t('copy.status.label')}
        tabs={TABS.map((key) => ({ key, label: t(`copy.status.${key}`) }))}
        active={status}
        onChange={choose}
        className="wl-copy-tabs"
        tabClassName="wl-copy-tabs__tab"
      />
      <TabPanel idBase="wl-follows" active={status}>
        <PagedListView
          className="wl-orders"
          list={list}
          label={t('page.copyOrders', { ns: 'common' })}
          emptyText={t('copy.noFollows')}
          failedText={t('list.failed')}
          renderItem={(follow) => <FollowCard follow={follow} onStopped={(ended) => navigate(pathOf('copyOrders', { id: ended.id }))} />}
        />
      </TabPanel>
    </PageFrame>
  );
}

/** One follow's statement: the follow, its mirrored positions with their ticks, what was not copied and why, and each profit-share settlement. */
function FollowDetail({ id }: { id: number }) {
  const { t } = useTranslation('wealth');
  const detail = useCall(contract.copy.order, { id });
  return (
    <PageFrame title={t('page.copyOrders', { ns: 'common' })} onRefresh={detail.reload}>
      <Loaded load={detail} failedText={t('copy.detail.failed')}>
        {({ follow, mirrors, skips, settlements }) => (
          <div className="wl-buy">
            <FollowCard follow={follow} details={false} onStopped={() => void detail.reload()} />
            <section className="h5-card wl-fin-card" aria-labelledby="wl-follow-mirrors">
              <h2 id="wl-follow-mirrors" className="h5-title">
                {t('copy.detail.mirrors')}
              </h2>
              <p className="wl-fin-note">{t('copy.detail.mirrorsNote')}</p>
              <PositionList positions={mirrors} currency={follow.currency} decimals={follow.decimals} label={t('copy.detail.mirrors')} emptyText={t('copy.detail.noMirrors')} />
            </section>
            <section className="h5-card wl-fin-card" aria-labelledby="wl-follow-skips">
              <h2 id="wl-follow-skips" className="h5-title">
                {t('copy.detail.skips')}
              </h2>
              <SkipList skips={skips} follow={follow} />
            </section>
            <section className="h5-card wl-fin-card" aria-labelledby="wl-follow-settlements">
              <h2 id="wl-follow-settlements" className="h5-title">
                {t('copy.detail.settlements')}
              </h2>
              <SettlementList settlements={settlements} follow={follow} />
            </section>
          </div>
        )}
      </Loaded>
    </PageFrame>
  );
}

/** documentation/ordersPage: my follows by state; `?id=` opens that follow's statement (where a follow lands after it is made). */
export default function CopyOrdersPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? <FollowDetail key={id} id={id} /> : <FollowList />;
}
