import type { ReactNode } from 'react';
import { useTranslation } from '@h5/shared/i18n';

export interface FieldProps {
  /** Id of the control the label names. */
  id: string;
  label: string;
  /** Message key (common namespace) of what is wrong, if anything. */
  error?: string | undefined;
  children: ReactNode;
}

/** What ties a control to its field's message, for screen readers. */
export const errorProps = (id: string, error: string | undefined) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A labelled form row with its message underneath, in the field's place. */
export function Field({ id, label, error, children }: FieldProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`ac-field${error ? ' ac-field--error' : ''}`}>
      <label className="ac-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ac-field__control">{children}</div>
      {error && (
        <p className="ac-field__error" id={`${id}-error`} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
