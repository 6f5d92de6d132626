import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { useSession } from '@h5/shared/session';
import { Menu, MenuRow } from '../../common/Menu';
import { Page } from '../../common/Page';
import { useFundPassword } from '../../common/useFundPassword';

/** The security centre: login password, fund password (set or change, whichever applies), email, 2FA, anti-phishing code. */
export default function SecurityPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const email = useSession((s) => s.user?.email ?? '');
  const twoFactor = useSession((s) => s.user?.two_factor ?? false);
  const antiPhishing = useSession((s) => s.user?.anti_phishing_code ?? '');
  const fund = useFundPassword();
  const fundState = fund.data ? t(fund.data.has_password ? 'security.fundSet' : 'security.fundNotSet') : '';

  return (
    <Page title={tc('page.security')}>
      <Menu label={tc('page.security')}>
        <MenuRow label={tc('page.changePassword')} arrow onClick={() => navigate(pathOf('changePassword'))} />
        <MenuRow
          label={t(fund.data && !fund.data.has_password ? 'security.setFund' : 'security.changeFund')}
          extra={fundState}
          arrow
          onClick={() => navigate(pathOf('changePayPassword'))}
        />
        <MenuRow label={tc('page.changeEmail')} extra={email || t('security.noEmail')} arrow onClick={() => navigate(pathOf('changeEmail'))} />
        <MenuRow
          label={tc('page.twoFactor')}
          extra={t(twoFactor ? 'twoFactor.on' : 'twoFactor.off')}
          arrow
          onClick={() => navigate(pathOf('twoFactor'))}
        />
        <MenuRow
          label={tc('page.antiPhishing')}
          extra={antiPhishing || t('antiPhishing.notSet')}
          arrow
          onClick={() => navigate(pathOf('antiPhishing'))}
        />
      </Menu>
    </Page>
  );
}
