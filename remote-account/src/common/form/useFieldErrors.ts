import { useCallback, useState } from 'react';
import type { FieldErrors } from './check';

/** The messages a form shows; a field's message goes as soon as the field is edited. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const clear = useCallback((field: F) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)), []);
  const clearAll = useCallback(() => setErrors({}), []);
  return { errors, setErrors, clear, clearAll };
}
