import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { useSession } from '@h5/shared/session';
import { Menu, MenuRow } from '../../common/Menu';
import { Page } from '../../common/Page';
import { useFundPassword } from '../../common/useFundPassword';

/** The security centre: login password, fund password (set or change, whichever applies), email. */
export default function SecurityPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const email = useSession((s) => s.user?.email ?? '');
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
      </Menu>
    </Page>
  );
}
