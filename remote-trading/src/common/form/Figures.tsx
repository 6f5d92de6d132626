import type { ReactNode } from 'react';

/** Label and value pairs under a form (available, estimated amount, fee, margin). */
export function Figures({ items, className }: { items: ReadonlyArray<{ label: string; value: ReactNode; testId?: string }>; className?: string }) {
  return (
    <dl className={`tr-figures${className ? ` ${className}` : ''}`}>
      {items.map((item) => (
        <div key={item.label} className="tr-figures__row">
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
