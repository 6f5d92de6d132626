import type { ReactNode } from 'react';
import { useMessageText, type Message } from '@h5/shared/form';
import './form.css';

export interface FieldProps {
  /** Id of the control the label names. */
  id: string;
  label: string;
  /** What is wrong, if anything. */
  error?: Message | undefined;
  /** A line under the control (the balance available, a rule). */
  hint?: ReactNode;
  children: ReactNode;
}

/** What ties a control to its field's message, for screen readers. */
export const errorProps = (id: string, error: Message | undefined) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A labelled form row with its message underneath, in the field's place. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const text = useMessageText();
  return (
    <div className={`ac-field${error ? ' ac-field--error' : ''}`}>
      <label className="ac-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ac-field__control">{children}</div>
      {error && (
        <p className="ac-field__error" id={`${id}-error`} role="alert">
          {text(error)}
        </p>
      )}
      {hint && <div className="ac-field__hint">{hint}</div>}
    </div>
  );
}
