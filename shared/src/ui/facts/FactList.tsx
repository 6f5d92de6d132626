import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { copyText } from '../copy';
import './facts.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Text a Copy button beside the value copies (an address, bank details, a code). */
  copy?: string;
  /** The value's colour: the accent, a rise or a fall. */
  tone?: 'primary' | 'up' | 'down';
  testId?: string;
}

export interface FactListProps {
  items: readonly Fact[];
  /**
   * `compact`: lines under a form or in a card; `dense`: the same, smaller, beside an order
   * book; `rows`: full-width rows of a details page, each a touch target.
   */
  layout?: 'compact' | 'dense' | 'rows';
  className?: string;
}

/** Label and value pairs, one a line: the label on the left, the value on the right. */
export function FactList({ items, layout = 'compact', className }: FactListProps) {
  const { t } = useTranslation('common');
  return (
    <dl className={`h5-facts h5-facts--${layout}${className ? ` ${className}` : ''}`}>
      {items.map(({ label, value, copy, tone, testId }) => (
        <div key={label} className="h5-facts__row">
          <dt>{label}</dt>
          <dd className={tone ? `h5-facts__value--${tone}` : undefined}>
            <span className="h5-facts__text" data-testid={testId}>
              {value}
            </span>
            {copy !== undefined && (
              <button type="button" className="h5-facts__copy" aria-label={`${t('action.copy')} ${label}`} onClick={() => void copyText(copy)}>
                <span className="h5-facts__pill">{t('action.copy')}</span>
              </button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
