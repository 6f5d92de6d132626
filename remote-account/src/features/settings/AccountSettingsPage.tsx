import { useEffect } from 'react';
import { contract } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { useSession } from '@h5/shared/session';
import { Loaded, useCall } from '@h5/shared/data';
import { FactList } from '@h5/shared/ui/facts';
import { Menu, MenuRow } from '../../common/Menu';
import { Page } from '../../common/Page';
import { StatusTag } from '../../common/StatusTag';
import { verificationLook } from '../../common/statuses';

/** The account as the server has it now: names, phone, email, verification and the invite code. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const profile = useCall(contract.user.center);

  // The session's copy of the profile follows what the server says.
  useEffect(() => {
    if (profile.data) useSession.getState().setUser(profile.data);
  }, [profile.data]);

  const none = t('settings.notSet');
  return (
    <Page title={tc('page.accountSettings')}>
      <Loaded load={profile}>
        {(user) => (
          <>
            <FactList
              layout="rows"
              items={[
                { label: t('settings.nickname'), value: user.nickname || none },
                { label: t('settings.account'), value: user.account },
                { label: t('auth.phone'), value: user.phone ? `+${user.area_code} ${user.phone}` : none },
                { label: t('auth.email'), value: user.email || none },
                { label: t('settings.inviteCode'), value: user.invite_code, copy: user.invite_code },
              ]}
            />
            <Menu label={tc('page.verification')}>
              <MenuRow
                label={tc('page.verification')}
                extra={<StatusTag look={verificationLook(user.verification)} />}
                arrow
                onClick={() => navigate(pathOf('verification'))}
              />
            </Menu>
          </>
        )}
      </Loaded>
    </Page>
  );
}
