import { TextInput, type TextInputProps } from '../TextInput';
import type { Message } from '@h5/shared/form';
import { Field, errorProps } from '@h5/shared/ui/form';

export type TextFieldProps = Omit<TextInputProps, 'id'> & {
  id: string;
  label: string;
  error?: Message | undefined;
};

/** A labelled text input with its message. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <TextInput id={id} {...errorProps(id, error)} {...input} />
    </Field>
  );
}
