import type { ReactNode } from 'react';

/**
 * A row of tabs over one panel (the kernel stylesheet's `h5-tabs`): each tab a button with its
 * role, its selection and the panel it controls, so a page writes only its tabs and its
 * `TabPanel` with the same `idBase`. The chosen tab names the panel it controls; with none
 * chosen (`active` among none of them) no tab points at a panel the page does not draw.
 * Keep the choice in `?tab=` with the router's `useQueryTab`.
 */
export interface TabsProps<T extends string> {
  /** Prefix of the ids: each tab's is `<idBase>-<key>`, the panel's `<idBase>-panel`. */
  idBase: string;
  /** What the row is, for screen readers. */
  label: string;
  tabs: ReadonlyArray<{ key: T; label: string }>;
  active: T;
  onChange: (key: T) => void;
  /** The page's own classes on the row and on each tab (spacing, height), beside the kernel's. */
  className?: string;
  tabClassName?: string;
}

const panelId = (idBase: string) => `${idBase}-panel`;

export function Tabs<T extends string>({ idBase, label, tabs, active, onChange, className = '', tabClassName = '' }: TabsProps<T>) {
  return (
    <div className={`h5-tabs ${className}`.trim()} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${idBase}-${tab.key}`}
          aria-selected={tab.key === active}
          aria-controls={tab.key === active ? panelId(idBase) : undefined}
          className={`h5-tabs__tab ${tabClassName}${tab.key === active ? ' h5-tabs__tab--on' : ''}`.replace(/\s+/g, ' ').trim()}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel under a row of `Tabs` with the same `idBase`, named by the chosen tab. */
export function TabPanel({ idBase, active, className, children }: { idBase: string; active: string; className?: string; children: ReactNode }) {
  return (
    <div id={panelId(idBase)} role="tabpanel" aria-labelledby={`${idBase}-${active}`} className={className}>
      {children}
    </div>
  );
}
