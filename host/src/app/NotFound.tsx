import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { HOME_PATH } from '@h5/shared/routes';

export function NotFound() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <section className="h5-remote-error" role="alert">
      <h2>{t('page.notFound')}</h2>
      <button type="button" className="h5-button" onClick={() => navigate(HOME_PATH, { replace: true })}>
        {t('action.goHome')}
      </button>
    </section>
  );
}
