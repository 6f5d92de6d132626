import type { ReactNode } from 'react';
import { useMessageText, type Message } from '@h5/shared/form';
import './field.css';

export interface FieldProps {
  /** Id of the control the label names. */
  id: string;
  label: ReactNode;
  /** What is wrong, if anything: shown under the box and announced. */
  error?: Message | undefined;
  /** A line under the box (the balance, a rule such as the lot size). */
  hint?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** What ties a control to its field's message, for screen readers. */
export const errorProps = (id: string, error: Message | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A field's message in the reader's language, announced; nothing when there is none. */
export function FieldMessage({ id, message }: { id?: string; message: Message | undefined }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p className="h5-field__error" id={id} role="alert">
      {text(message)}
    </p>
  );
}

/** A labelled box (an input with what goes beside it) with its message and hint underneath. */
export function Field({ id, label, error, hint, disabled = false, children }: FieldProps) {
  return (
    <div className={`h5-field${error ? ' h5-field--error' : ''}${disabled ? ' h5-field--disabled' : ''}`}>
      <label className="h5-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="h5-field__control">{children}</div>
      <FieldMessage id={`${id}-error`} message={error} />
      {hint && <div className="h5-field__hint">{hint}</div>}
    </div>
  );
}
