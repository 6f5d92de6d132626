import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { TabPanel, Tabs } from '@h5/shared/ui';

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
      <Tabs idBase={idBase} label={title} tabs={tabs} active={active} onChange={onChange} className="tr-tabs" tabClassName="tr-tabs__tab" />
      <TabPanel idBase={idBase} active={active}>
        {signedIn ? children : <p className="tr-guest-note">{t('orders.guest')}</p>}
      </TabPanel>
    </section>
  );
}
