interface TabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ key: T; label: string }>;
  active: T;
  onChange: (key: T) => void;
  /** Shown at the row's end (a refresh or an info button). */
  idBase: string;
}

/** A row of tabs over one panel (the panel carries `id={idBase}-panel`). */
export function Tabs<T extends string>({ label, tabs, active, onChange, idBase }: TabsProps<T>) {
  return (
    <div className="tr-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${idBase}-${tab.key}`}
          aria-selected={tab.key === active}
          aria-controls={`${idBase}-panel`}
          className={`tr-tabs__tab${tab.key === active ? ' tr-tabs__tab--on' : ''}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
