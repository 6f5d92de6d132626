import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ApiResult } from '@h5/shared/api';
import { i18n } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';
import type { Checked, FieldErrors } from './check';

/** The messages a form shows; a field's message goes as soon as the field is edited. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const clear = useCallback((...fields: F[]) => setErrors((e) => (fields.some((f) => e[f]) ? { ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) } : e)), []);
  const clearAll = useCallback(() => setErrors({}), []);
  return { errors, setErrors, clear, clearAll };
}

type Refusal = Extract<ApiResult<unknown>, { ok: false }>;

export interface FormOptions<V, F extends string, R, T> {
  initial: V | (() => V);
  /** The values as a request, or what is wrong with them, field by field. */
  check: (values: V) => Checked<R, F>;
  /** Sends the request, as a rule with the API client's `call` (which shows a refusal's message). */
  send: (request: R) => Promise<ApiResult<T>>;
  /** What the user is told when it went through: by default the API's message; `false` when the page moves on instead (a login). */
  done?: string | false;
  onDone?: (data: T, request: R) => void;
  onRefused?: (refusal: Refusal) => void;
  /** The field whose message a value's edit clears, where their names differ. */
  fieldOf?: (key: keyof V & string) => F;
}

export interface Form<V, F extends string> {
  values: V;
  errors: FieldErrors<F>;
  /** A request is under way: the form sends nothing else meanwhile. */
  busy: boolean;
  /** Sets one value and clears its field's message. */
  set: <K extends keyof V & string>(key: K) => (value: V[K]) => void;
  /** Sets several values at once, clearing the messages of `fields`. */
  change: (patch: Partial<V>, ...fields: F[]) => void;
  setValues: Dispatch<SetStateAction<V>>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  clear: (...fields: F[]) => void;
  /** Checks, then sends once (a second tap while busy does nothing); true when it went through. */
  submit: () => Promise<boolean>;
}

/**
 * The plumbing every form shares: its values, each field's message (from the kernel's schemas
 * via `check`), the busy state and a submit that says what the server answered.
 */
export function useForm<V, F extends string, R, T>({
  initial,
  check,
  send,
  done,
  onDone,
  onRefused,
  fieldOf = (key) => key as unknown as F,
}: FormOptions<V, F, R, T>): Form<V, F> {
  const [values, setValues] = useState<V>(initial);
  const { errors, setErrors, clear } = useFieldErrors<F>();
  const [busy, setBusy] = useState(false);
  // The state may not have caught up with a second tap in the same moment; this has.
  const sending = useRef(false);

  const set =
    <K extends keyof V & string>(key: K) =>
    (value: V[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      clear(fieldOf(key));
    };

  const change = (patch: Partial<V>, ...fields: F[]) => {
    setValues((v) => ({ ...v, ...patch }));
    if (fields.length) clear(...fields);
  };

  const submit = async (): Promise<boolean> => {
    if (sending.current) return false;
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    sending.current = true;
    setBusy(true);
    const result = await send(checked.request).finally(() => {
      sending.current = false;
      setBusy(false);
    });
    if (!result.ok) {
      onRefused?.(result);
      return false;
    }
    if (done !== false) toast(done ?? (result.message || i18n.t('status.operationSuccessful', { ns: 'common' })));
    onDone?.(result.data, checked.request);
    return true;
  };

  return { values, errors, busy, set, change, setValues, setErrors, clear, submit };
}
