/**
 * The checks of the three account forms (spec section 5), as pure functions over the typed
 * values, built from the kernel's schemas so the form, the API client and the server agree.
 * Each gives either the request to send or one message key per field at fault.
 */
import {
  accountByMode,
  firstIssue,
  forgetRequest,
  loginRequest,
  passwordsMatch,
  registerRequest,
  type ForgetRequest,
  type LoginRequest,
  type RegisterRequest,
} from '@h5/shared/validation';
import { schemaErrors as fieldErrors, verdict, type Checked as FormChecked, type FieldErrors as FormErrors, type Schema } from '@h5/shared/form';
import { accountOf, type Credentials } from './authStore';

export type Field = 'account' | 'code' | 'password' | 're_password' | 'invite_code' | 'agreements';
export type FieldErrors = FormErrors<Field>;
export type Checked<R> = FormChecked<R, Field>;

export interface LoginValues extends Credentials {
  password: string;
}

export interface CodeFormValues extends Credentials {
  code: string;
  password: string;
  re_password: string;
}

export interface RegisterValues extends CodeFormValues {
  invite_code: string;
  /** The one box for the user agreement and the privacy policy, ticked. */
  agreed: boolean;
}

/** The phone or email at fault, by the rules of its mode (required, then well formed). */
export function checkAccount(c: Credentials): string | undefined {
  const result = accountByMode({ type: c.mode, account: accountOf(c) });
  return result.success ? undefined : firstIssue(result.error);
}

/** The mode and area code are part of the account field; the agreement's flag is the box's. */
const fieldOf = (key: string): Field => {
  if (['type', 'area_code', 'account'].includes(key)) return 'account';
  return key === 'agree' ? 'agreements' : (key as Field);
};
const schemaErrors = (schema: Schema, input: object) => fieldErrors(schema, input, fieldOf);

const accountPart = (c: Credentials) => ({
  type: c.mode,
  ...(c.mode === 'mobile' ? { area_code: c.area.code } : {}),
  account: accountOf(c),
});

export function checkLogin(values: LoginValues): Checked<LoginRequest> {
  const request = { ...accountPart(values), password: values.password };
  const errors = schemaErrors(loginRequest, request);
  return verdict(request, { ...errors, account: checkAccount(values) ?? errors.account });
}

/** The parts sign-up and reset share: account, code, a new password typed twice alike. */
function checkCodeForm(schema: Schema, request: ForgetRequest, values: CodeFormValues): FieldErrors {
  const errors = schemaErrors(schema, request);
  errors.account = checkAccount(values) ?? errors.account;
  if (!errors.re_password && !passwordsMatch(request)) errors.re_password = 'validation.passwordMismatch';
  return errors;
}

export function checkForget(values: CodeFormValues): Checked<ForgetRequest> {
  const request = { ...accountPart(values), code: values.code.trim(), password: values.password, re_password: values.re_password };
  return verdict(request, checkCodeForm(forgetRequest, request, values));
}

/** Sign-up: what reset checks, the optional invitation, and the one box ticked (sent as `agree`). */
export function checkRegister(values: RegisterValues): Checked<RegisterRequest> {
  const invite = values.invite_code.trim();
  const base = { ...accountPart(values), code: values.code.trim(), password: values.password, re_password: values.re_password };
  const request: RegisterRequest = { ...base, ...(invite ? { invite_code: invite } : {}), agree: '1' };
  const errors = checkCodeForm(registerRequest, request, values);
  if (!values.agreed) errors.agreements = 'validation.agreementRequired';
  return verdict(request, errors);
}
