import { useCallback, useState } from 'react';
import type { Field, FieldErrors } from './authForm';

/** The messages a form shows; a field's message goes as soon as the field is edited. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback((field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)), []);
  const clearAll = useCallback(() => setErrors({}), []);
  return { errors, setErrors, clear, clearAll };
}
