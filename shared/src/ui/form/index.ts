/** The kernel's form controls: a labelled field and the one amount box (with their CSS). */
export { Field, FieldMessage, errorProps, type FieldProps } from './Field';
export { AmountField, type AmountFieldProps, type Balance } from './AmountField';
