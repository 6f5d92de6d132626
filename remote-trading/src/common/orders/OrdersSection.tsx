import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';

interface OrdersSectionProps<T extends string> {
  /** Prefix of the ids the tabs and their panel are tied together by. */
  idBase: string;
  title: string;
  /** The title is for screen readers only (the tabs say enough on screen). */
  titleHidden?: boolean;
  tabs: ReadonlyArray<{ key: T; label: string }>;
  active: T;
  onChange: (key: T) => void;
  signedIn: boolean;
  /** The active tab's panel; a guest sees a note instead. */
  children: ReactNode;
}

/** The user's orders of one kind: a titled section, a row of tabs by status, and the tab's list. */
export function OrdersSection<T extends string>({ idBase, title, titleHidden = false, tabs, active, onChange, signedIn, children }: OrdersSectionProps<T>) {
  const { t } = useTranslation('trading');
  return (
    <section className="h5-panel tr-section" aria-labelledby={`${idBase}-title`}>
      <h2 id={`${idBase}-title`} className={titleHidden ? 'tr-visually-hidden' : 'h5-title tr-section__title'}>
        {title}
      </h2>
      <div className="h5-tabs tr-tabs" role="tablist" aria-label={title}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${idBase}-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${idBase}-panel`}
            className={`h5-tabs__tab tr-tabs__tab${tab.key === active ? ' h5-tabs__tab--on' : ''}`}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-${active}`}>
        {signedIn ? children : <p className="tr-guest-note">{t('orders.guest')}</p>}
      </div>
    </section>
  );
}
