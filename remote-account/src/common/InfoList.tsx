import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';
import { copyText } from '@h5/shared/ui';
import './common.css';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Text the row's Copy button copies (bank details, addresses, codes). */
  copy?: string;
}

/** Label and value rows, each optionally copyable. */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  const { t } = useTranslation('common');
  return (
    <dl className="ac-info">
      {items.map(({ label, value, copy }) => (
        <div key={label} className="ac-info__row">
          <dt className="ac-info__label">{label}</dt>
          <dd className="ac-info__value">
            <span className="ac-info__text">{value}</span>
            {copy !== undefined && (
              <button
                type="button"
                className="ac-copy"
                aria-label={`${t('action.copy')} ${label}`}
                onClick={() => void copyText(copy)}
              >
                <span className="ac-copy__pill">{t('action.copy')}</span>
              </button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
