import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { tabRoutes } from '@h5/shared/routes';
import { tabIcons } from './tabIcons';

/** The seven tabs in the spec's order. Switching tabs replaces the entry, as tab bars do. */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <nav className="h5-tabbar" aria-label="tabs">
      {tabRoutes.map((route) => {
        const index = route.tab ?? 0;
        const current = index === active;
        return (
          <button
            key={route.path}
            type="button"
            className={`h5-tabbar__item${current ? ' h5-tabbar__item--active' : ''}`}
            aria-current={current ? 'page' : undefined}
            data-tab={index}
            onClick={() => !current && navigate(route.path, { replace: true })}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d={tabIcons[route.page] ?? ''} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{t(`tab.${route.page}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}
