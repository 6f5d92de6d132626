import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { Notice } from '../../common/Notice';
import type { Access } from './verification';

/** In place of a level's form when it cannot be submitted now: why, and where to go. */
export function LevelState({ access }: { access: Exclude<Access, 'open'> }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  if (access === 'needsBasic')
    return <Notice text={t('verify.needsBasic')} action={{ label: t('verify.basic'), onClick: () => navigate(pathOf('verificationBasic')) }} />;
  return (
    <Notice
      text={t(access === 'pending' ? 'verify.underReview' : 'verify.done')}
      action={{ label: t('verify.backToStatus'), onClick: () => navigate(pathOf('verification'), { replace: true }) }}
    />
  );
}
