import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf, type PageKey } from '@h5/shared/routes';
import './common.css';

/** A sheet with lines (orders) and a book (rules). */
const ORDERS_ICON = 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4';
const RULES_ICON = 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7';

/** The two entries under a tab's header: the user's orders (login guarded by the host) and the rules. */
export function QuickLinks({ orders, rules }: { orders: PageKey; rules: PageKey }) {
  const { t } = useTranslation('wealth');
  const navigate = useNavigate();
  const links = [
    { page: orders, label: t(`page.${orders}`, { ns: 'common' }), icon: ORDERS_ICON },
    { page: rules, label: t('entry.rules'), icon: RULES_ICON },
  ];
  return (
    <nav className="wl-links">
      {links.map(({ page, label, icon }) => (
        <button key={page} type="button" className="wl-links__item" onClick={() => navigate(pathOf(page))}>
          <svg className="wl-links__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="wl-links__label">{label}</span>
          <svg className="wl-links__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ))}
    </nav>
  );
}
