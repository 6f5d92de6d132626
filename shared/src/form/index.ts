/**
 * The one way a form works: `useForm` (values, field messages, busy, submit) and the checks
 * that turn the kernel's schemas into a message per field.
 */
export { useForm, useFieldErrors, type Form, type FormOptions } from './useForm';
export { schemaErrors, issueOf, verdict, faultAt, type Checked, type FieldErrors, type Message, type Schema } from './check';
