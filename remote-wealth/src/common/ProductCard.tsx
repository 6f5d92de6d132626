/**
 * The layout pieces the product lists are made of: a card, its head, a row of key figures
 * and the one action (buy, follow), which a product not yet open disables.
 */
import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import './common.css';

export type Accent = 'primary' | 'up' | 'down';

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

/**
 * The card's action. A product still to be opened says when it opens and leads to its page (its
 * terms can be read before then; only buying waits); without a date it cannot be pressed.
 */
export function ProductAction({ open, label, onPress, opensAt = null }: { open: boolean; label: string; onPress: () => void; opensAt?: string | null }) {
  const { t } = useTranslation('wealth');
  if (open) {
    return (
      <Button className="wl-action" color="primary" block onClick={onPress}>
        {label}
      </Button>
    );
  }
  return (
    <Button className="wl-action wl-action--soon" block disabled={!opensAt} onClick={onPress}>
      {opensAt ? t('product.opensAt', { time: formatDateTime(opensAt) }) : t('product.soon')}
    </Button>
  );
}
