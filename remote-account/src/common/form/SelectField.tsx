import { useState } from 'react';
import { ChoiceSheet, type Choice } from '../ChoiceSheet';
import type { Message } from '@h5/shared/form';
import { Field, errorProps } from '@h5/shared/ui/form';

export interface SelectFieldProps {
  id: string;
  label: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error?: Message | undefined;
  searchPlaceholder?: string;
}

/** A form row whose value is picked from a bottom sheet. */
export function SelectField({ id, label, choices, value, onChange, placeholder, error, searchPlaceholder }: SelectFieldProps) {
  const [open, setOpen] = useState(false);
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <Field id={id} label={label} error={error}>
      <button
        id={id}
        type="button"
        className="ac-select"
        aria-haspopup="dialog"
        {...errorProps(id, error)}
        onClick={() => setOpen(true)}
      >
        <span className={chosen ? 'ac-select__value' : 'ac-select__placeholder'}>{chosen ? chosen.label : placeholder}</span>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ChoiceSheet
        visible={open}
        title={label}
        choices={choices}
        selected={value}
        onSelect={onChange}
        onClose={() => setOpen(false)}
        {...(searchPlaceholder ? { searchPlaceholder } : {})}
      />
    </Field>
  );
}
