/**
 * The one way a form works: `useForm` (values, field messages, busy, submit), the checks
 * that turn the kernel's schemas into a message per field, the one amount rule, and the words
 * a message shows.
 */
export { useForm, useFieldErrors, type Form, type FormOptions } from './useForm';
export { useMessageText } from './useMessageText';
export { amountFault, isShort, limitText, type AmountRule } from './amount';
export { schemaErrors, issueOf, verdict, faultAt, type Checked, type FieldErrors, type Message, type Schema } from './check';
