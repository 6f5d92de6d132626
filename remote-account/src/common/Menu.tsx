import type { ReactNode } from 'react';
import './common.css';

/** A list of tappable rows (settings, languages, area codes). */
export function Menu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="ac-menu" aria-label={label}>
      {children}
    </ul>
  );
}

export interface MenuRowProps {
  label: ReactNode;
  /** Shown on the right, before the arrow or tick. */
  extra?: ReactNode;
  /** The current choice of a pick list: ticked and announced as such. */
  selected?: boolean;
  /** A row that leads to another page shows an arrow. */
  arrow?: boolean;
  onClick?: () => void;
}

export function MenuRow({ label, extra, selected = false, arrow = false, onClick }: MenuRowProps) {
  const content = (
    <>
      <span className="ac-menu__label">{label}</span>
      {extra !== undefined && <span className="ac-menu__extra">{extra}</span>}
      {selected && (
        <svg className="ac-menu__icon ac-menu__icon--tick" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      {arrow && (
        <svg className="ac-menu__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      )}
    </>
  );
  return (
    <li>
      {onClick ? (
        <button type="button" className="h5-menu-item ac-menu__row" aria-current={selected || undefined} onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className="h5-menu-item ac-menu__row">{content}</div>
      )}
    </li>
  );
}
