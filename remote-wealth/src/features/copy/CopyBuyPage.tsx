import { contract } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { useSearchParams } from '@h5/shared/router';
import { PageFrame } from '@h5/shared/ui';
import { FollowForm } from './FollowForm';
import { LeadProfile } from './LeadProfile';
import '../../common/pages.css';
import './copy.css';

/** documentation/buyPage?id=: a lead's profile (record, curve, positions, trades), then the follow form. */
export default function CopyBuyPage() {
  const { t } = useTranslation('wealth');
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const known = Number.isInteger(id) && id > 0;
  const lead = useCall(contract.copy.lead, { id }, { enabled: known });
  const config = useCall(contract.copy.config);
  return (
    <PageFrame title={t('page.copyBuy', { ns: 'common' })}>
      <div className="wl-buy">
        {known ? (
          <Loaded load={lead} failedText={t('copy.profile.failed')}>
            {(profile) => (
              <>
                <LeadProfile lead={profile} />
                <Loaded load={config} failedText={t('list.failed')}>
                  {(terms) => <FollowForm lead={profile} config={terms} />}
                </Loaded>
              </>
            )}
          </Loaded>
        ) : (
          <p className="wl-fin-note">{t('copy.profile.unknown')}</p>
        )}
      </div>
    </PageFrame>
  );
}
