import type { InputHTMLAttributes } from 'react';
import './common.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A plain input styled for the dark forms. Native rather than antd-mobile's Input, which puts
 * aria attributes on its wrapper and labels its clear button in its own (Chinese) locale.
 */
export function TextInput({ onChange, className, ...props }: TextInputProps) {
  return <input {...props} className={`h5-field__input${className ? ` ${className}` : ''}`} onChange={(e) => onChange(e.target.value)} />;
}
