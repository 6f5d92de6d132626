import '../../common/common.css';
import Button from 'antd-mobile/es/components/button';
import { call } from '@h5/shared/api';
import { APP_VERSION, LANGUAGE_NAMES } from '@h5/shared/constants';
import { contract } from '@h5/shared/contract';
import { currentLanguage, useTranslation } from '@h5/shared/i18n';
import { useLoginRedirect, useNavigate } from '@h5/shared/router';
import { HOME_PATH, pathOf } from '@h5/shared/routes';
import { isSignedIn, useSession } from '@h5/shared/session';
import { toast } from '@h5/shared/toast';
import { Page } from '../../common/Page';
import { Menu, MenuRow } from '../../common/Menu';
import './settings.css';

/** Account, security and language entries, the app version, and logging in or out. */
export default function SettingsPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const logIn = useLoginRedirect();
  const signedIn = useSession(isSignedIn);

  const logOut = async () => {
    const result = await call(contract.user.logout, {}, { silent: true, loading: true });
    // Whatever the server says, this device forgets the session.
    useSession.getState().clear();
    toast(result.ok && result.message ? result.message : t('settings.loggedOut'));
    navigate(HOME_PATH, { replace: true });
  };

  return (
    <Page title={tc('page.settings')}>
      <Menu label={tc('page.settings')}>
        <MenuRow label={tc('page.accountSettings')} arrow onClick={() => navigate(pathOf('accountSettings'))} />
        <MenuRow label={tc('page.security')} arrow onClick={() => navigate(pathOf('security'))} />
        <MenuRow
          label={tc('page.language')}
          extra={LANGUAGE_NAMES[currentLanguage()]}
          arrow
          onClick={() => navigate(pathOf('language'))}
        />
        <MenuRow label={t('settings.version')} extra={APP_VERSION} />
      </Menu>
      <div className="ac-settings__action">
        {signedIn ? (
          <Button block size="large" className="ac-settings__logout" onClick={() => void logOut()}>
            {tc('action.logOut')}
          </Button>
        ) : (
          <Button block size="large" color="primary" onClick={() => logIn()}>
            {tc('action.logIn')}
          </Button>
        )}
      </div>
    </Page>
  );
}
