import { useTranslation } from '@h5/shared/i18n';
import { useRequireLogin } from '@h5/shared/router';

/** Where a guest would find the trade buttons: "Log in", back to this page afterwards. */
export function GuestButton() {
  const { t } = useTranslation('common');
  const requireLogin = useRequireLogin();
  return (
    <button type="button" className="tr-submit tr-submit--primary" onClick={() => requireLogin(() => undefined)}>
      {t('action.logIn')}
    </button>
  );
}
