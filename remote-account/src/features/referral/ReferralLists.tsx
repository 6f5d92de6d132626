import { call } from '@h5/shared/api';
import { contract, type Invitee, type RebateRecord } from '@h5/shared/contract';
import { Loaded, PagedListView, cacheKey, useCall, usePagedList } from '@h5/shared/data';
import { formatDate, formatDateTime, ratePercent } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useMoney } from '@h5/shared/market';

/** One friend: where they stand, and what they still have to do to count (what to tell them). */
function FriendRow({ friend }: { friend: Invitee }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  return (
    <div className="ac-referral__row" data-testid="referral-friend">
      <div className="ac-referral__line">
        <span className="ac-referral__who">{friend.account}</span>
        <span className={`h5-status ac-referral__stage ac-referral__stage--${friend.stage}`}>{t(`referral.stage.${friend.stage}`)}</span>
      </div>
      <div className="ac-referral__line ac-referral__muted">
        <span>{t('referral.registeredAt', { date: formatDate(friend.registered_at) })}</span>
        <span>{friend.earned.map((e) => money(e.amount, e.currency)).join(' · ') || t('referral.nothingYet')}</span>
      </div>
      {friend.missing.length > 0 && (
        <p className="ac-referral__missing" data-testid="referral-missing">
          {t('referral.missing', { steps: friend.missing.map((step) => t(`referral.step.${step}`)).join(t('referral.stepSeparator')) })}
        </p>
      )}
    </div>
  );
}

/** One share of one fee: whose fee, the rate, what it paid, and whether it is paid yet. */
function RewardRow({ share }: { share: RebateRecord }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const issued = share.status === 'issued';
  return (
    <div className="ac-referral__row" data-testid="referral-share">
      <div className="ac-referral__line">
        <span className="ac-referral__who">{share.role === 'rebate' ? t('referral.rebateFrom', { invitee: share.invitee ?? '' }) : t('referral.rewardOwn')}</span>
        <span className="ac-referral__amount">+{money(share.amount, share.currency)}</span>
      </div>
      <div className="ac-referral__line ac-referral__muted">
        <span>{t('referral.ofFee', { fee: money(share.fee, share.currency), ratio: ratePercent(share.ratio) })}</span>
        <span className={`h5-status ac-referral__status--${share.status}`}>{t(`referral.status.${share.status}`)}</span>
      </div>
      <div className="ac-referral__line ac-referral__muted">
        <span>{t(`referral.source.${share.source.split(':')[0] === 'contract' ? 'contract' : 'spot'}`, { id: share.source.split(':')[1] })}</span>
        <time dateTime={share.issued_at ?? share.created_at}>{formatDateTime(issued && share.issued_at ? share.issued_at : share.created_at)}</time>
      </div>
    </div>
  );
}

export function FriendList() {
  const { t } = useTranslation('account');
  const list = usePagedList(cacheKey(contract.referral.invitees), (page, limit) => call(contract.referral.invitees, { page, limit }));
  return (
    <PagedListView className="ac-list ac-referral__list" list={list} label={t('referral.tabs.invitees')} emptyText={t('referral.noFriends')} renderItem={(friend) => <FriendRow friend={friend} />} />
  );
}

export function RewardList() {
  const { t } = useTranslation('account');
  const list = usePagedList(cacheKey(contract.referral.rebates), (page, limit) => call(contract.referral.rebates, { page, limit }));
  return (
    <PagedListView className="ac-list ac-referral__list" list={list} label={t('referral.tabs.rebates')} emptyText={t('referral.noRewards')} renderItem={(share) => <RewardRow share={share} />} />
  );
}

/** The top 10 by rebate paid, masked, with when it was ranked. */
export function Ranking() {
  const { t } = useTranslation('account');
  const money = useMoney();
  const ranking = useCall(contract.referral.ranking);
  return (
    <Loaded load={ranking} isEmpty={(data) => data.list.length === 0} emptyText={t('referral.noRanking')}>
      {(data) => (
        <section className="ac-referral__ranking">
          <ol className="ac-referral__top" aria-label={t('referral.tabs.ranking')}>
            {data.list.map((row) => (
              <li key={row.rank} className="ac-referral__line" data-testid="referral-rank">
                <span className={`ac-referral__rank ac-referral__rank--${row.rank <= 3 ? 'top' : 'rest'}`}>{row.rank}</span>
                <span className="ac-referral__who">{row.account}</span>
                <span className="ac-referral__amount">{money(row.rebate, row.currency)}</span>
              </li>
            ))}
          </ol>
          <p className="ac-referral__muted">{t('referral.rankedAt', { time: formatDateTime(data.computed_at) })}</p>
        </section>
      )}
    </Loaded>
  );
}
