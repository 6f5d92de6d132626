import '../../common/common.css';
import { useState } from 'react';
import { contract } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { useQueryTab } from '@h5/shared/router';
import { TabPanel, Tabs } from '@h5/shared/ui';
import { Page } from '../../common/Page';
import { PosterSheet } from './PosterSheet';
import { ReferralHead } from './ReferralHead';
import { FriendList, Ranking, RewardList } from './ReferralLists';
import { ReferralRules } from './ReferralRules';
import { REFERRAL_TABS } from './tabs';
import './referral.css';

/**
 * The promotion page (route `referral`, `?tab=invitees|rebates|ranking|rules`): my
 * codes and link, what I earned and how far partner status is, then my friends with what each
 * still has to do, my rewards, the top 10 and the rules; the poster to save or share. Rewards paid arrive live (the
 * `referral.issued` event reloads what it changes).
 */
export default function ReferralPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const info = useCall(contract.referral.info);
  const [tab, setTab] = useQueryTab(REFERRAL_TABS, 'invitees');
  const [poster, setPoster] = useState(false);
  return (
    <Page title={tc('page.referral')} onRefresh={() => info.reload()}>
      <Loaded load={info}>
        {(data) => (
          <>
            <ReferralHead info={data} onPoster={() => setPoster(true)} />
            <Tabs
              idBase="ac-referral"
              label={tc('page.referral')}
              tabs={REFERRAL_TABS.map((key) => ({ key, label: t(`referral.tabs.${key}`) }))}
              active={tab}
              onChange={setTab}
              className="ac-tabs"
              tabClassName="ac-tab"
            />
            <TabPanel idBase="ac-referral" active={tab}>
              {tab === 'invitees' && <FriendList />}
              {tab === 'rebates' && <RewardList />}
              {tab === 'ranking' && <Ranking />}
              {tab === 'rules' && <ReferralRules info={data} />}
            </TabPanel>
            <PosterSheet open={poster} onClose={() => setPoster(false)} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
