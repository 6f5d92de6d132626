/**
 * The layout pieces the product lists are made of: a card, its head, a row of key figures
 * and the one action (buy, follow), which a product not yet open disables.
 */
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from '@h5/shared/i18n';
import './common.css';

export type Accent = 'primary' | 'up';

export interface FigureItem {
  label: string;
  value: string;
  accent?: Accent;
}

export function ProductCard({ children }: { children: ReactNode }) {
  return <article className="h5-card wl-card">{children}</article>;
}

export function CardHead({ leading, title, subtitle, aside }: { leading?: ReactNode; title: string; subtitle: string; aside?: ReactNode }) {
  return (
    <header className="wl-card__head">
      {leading}
      <div className="wl-card__names">
        <h3 className="h5-title wl-card__title">{title}</h3>
        <p className="wl-card__subtitle">{subtitle}</p>
      </div>
      {aside && <div className="wl-card__aside">{aside}</div>}
    </header>
  );
}

const accentClass = (accent?: Accent) => (accent ? ` wl-figure__value--${accent}` : '');

/** One figure with its label above, as in the head's aside. */
export function Figure({ label, value, accent }: FigureItem) {
  return (
    <div className="wl-figure">
      <span className="wl-figure__label">{label}</span>
      <span className={`wl-figure__value${accentClass(accent)}`}>{value}</span>
    </div>
  );
}

/** The key figures side by side, in equal columns (the facts below them are the kernel's FactList). */
export function KeyFigures({ items }: { items: FigureItem[] }) {
  return (
    <dl className="wl-figures">
      {items.map(({ label, value, accent }) => (
        <div key={label} className="wl-figures__item">
          <dt className="wl-figure__label">{label}</dt>
          <dd className={`wl-figure__value${accentClass(accent)}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The card's action; a product still to be opened shows so and cannot be pressed. */
export function ProductAction({ open, label, onPress }: { open: boolean; label: string; onPress: () => void }) {
  const { t } = useTranslation('wealth');
  return open ? (
    <Button className="wl-action" color="primary" block onClick={onPress}>
      {label}
    </Button>
  ) : (
    <Button className="wl-action wl-action--soon" block disabled>
      {t('product.soon')}
    </Button>
  );
}
