import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { AskSupport } from '@h5/shared/ui/askSupport';

interface OrderHeadProps {
  /** The coloured side tag (buy / sell, long / short, call / put). */
  tone: 'up' | 'down';
  tag: ReactNode;
  symbol: string;
  /** Type, lots or option time, after the symbol. */
  detail: ReactNode;
  /** At the row's end: a status, a countdown or a button. */
  end?: ReactNode;
}

/** An order card's first line: side, pair, what kind, and its state. */
export function OrderHead({ tone, tag, symbol, detail, end }: OrderHeadProps) {
  return (
    <header className="tr-order__head">
      <span className={`tr-tag tr-tag--${tone}`}>{tag}</span>
      <span className="tr-order__symbol">{symbol}</span>
      <span className="tr-order__type">{detail}</span>
      {end ? <span className="tr-order__end">{end}</span> : null}
    </header>
  );
}

interface CellProps {
  label: string;
  children: ReactNode;
  /** Colours a signed figure. */
  tone?: 'up' | 'down' | 'flat';
  /** Takes the whole row (times). */
  wide?: boolean;
  testId?: string;
}

/** One labelled figure in an order card's grid. */
export function Cell({ label, children, tone, wide = false, testId }: CellProps) {
  return (
    <div className={wide ? 'tr-order__wide' : undefined}>
      <dt>{label}</dt>
      <dd className={tone ? `tr-trend--${tone}` : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

interface OrderCardProps {
  id: number;
  /** What the card is, as a chat about it names it (`spot:12`). */
  kind: 'spot' | 'contract' | 'option';
  head: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** An order card: its head, its figures, then anything below (the settlement tick, buttons), and a way to ask support about it. */
export function OrderCard({ id, kind, head, children, footer }: OrderCardProps) {
  const { t } = useTranslation('trading');
  return (
    <article aria-label={t('orders.orderLabel', { id })}>
      {head}
      <dl className="tr-order__grid">{children}</dl>
      {footer}
      <AskSupport kind={kind} id={id} inline />
    </article>
  );
}
