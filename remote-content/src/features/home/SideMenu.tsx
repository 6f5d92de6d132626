import { useEffect } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { isSignedIn, useSession } from '@h5/shared/session';
import { ChatBadge } from './ChatBadge';
import { MENU_ENTRIES } from './entries';

/** The side menu of spec section 1: the account at the top, then every service. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = isSignedIn(session);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <div className={`ct-menu${open ? ' ct-menu--open' : ''}`} aria-hidden={!open}>
      <div className="ct-menu__mask" onClick={onClose} />
      <aside className="ct-menu__panel" role="dialog" aria-label={t('home.menu')}>
        <div className="ct-menu__account">
          {signedIn ? (
            <>
              <span className="ct-menu__avatar" aria-hidden="true">
                {(session.user?.nickname || session.user?.account || '?').slice(0, 1).toUpperCase()}
              </span>
              <span className="ct-menu__name">{session.user?.nickname || session.user?.account}</span>
            </>
          ) : (
            <button type="button" className="ct-menu__login" onClick={() => go(pathOf('login'))}>
              {t('home.loginOrRegister')}
            </button>
          )}
        </div>
        <ul className="ct-menu__list">
          {MENU_ENTRIES.map((entry) => (
            <li key={entry.key}>
              <button type="button" className="h5-menu-item ct-menu__item" onClick={() => go(entry.path)} tabIndex={open ? 0 : -1}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d={entry.icon} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>{t(`home.menuItem.${entry.key}`)}</span>
                {entry.key === 'contact' && <ChatBadge />}
              </button>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
