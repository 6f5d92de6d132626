/** The security forms' checks: the contract's requests, plus the two entries that must match. */
import { contract, type RequestOf } from '@h5/shared/contract';
import { email as emailSchema, fundPassword, passwordsMatch } from '@h5/shared/validation';
import { issueOf, schemaErrors, verdict, type Checked, type FieldErrors, type Schema } from '@h5/shared/form';

export type PasswordField = 'old_password' | 'password' | 're_password';
export type LoginPasswordRequest = RequestOf<typeof contract.user.updatePassword>;
export type FundPasswordRequest = RequestOf<typeof contract.user.setFundPassword>;
export type EmailRequest = RequestOf<typeof contract.user.changeEmail>;
export type AntiPhishingRequest = RequestOf<typeof contract.user.setAntiPhishing>;
export type AntiPhishingField = 'code' | 'verify_code' | 'two_factor_code';

export interface PasswordValues {
  old_password: string;
  password: string;
  re_password: string;
}

/** "Password twice inconsistent" once the repeat is given but differs. */
function withMatch(errors: FieldErrors<PasswordField>, values: PasswordValues): FieldErrors<PasswordField> {
  if (!errors.re_password && !passwordsMatch(values)) errors.re_password = 'validation.passwordMismatch';
  return errors;
}

/** Change the login password: the original, then a new one (6+ characters) typed twice alike. */
export function checkLoginPassword(values: PasswordValues): Checked<LoginPasswordRequest, PasswordField> {
  const errors = schemaErrors<PasswordField>(contract.user.updatePassword.request, values);
  return verdict(values, withMatch(errors, values));
}

/** Whether the user sets a first fund password or changes theirs (then the current one is asked). */
export type FundPasswordMode = 'set' | 'change';

/** Set or change the fund password: six digits, typed twice alike; the current six to change it. */
export function checkFundPassword(values: PasswordValues, mode: FundPasswordMode): Checked<FundPasswordRequest, PasswordField> {
  const { old_password, password, re_password } = values;
  const request: FundPasswordRequest = mode === 'change' ? { old_password, password, re_password } : { password, re_password };
  const errors = schemaErrors<PasswordField>(contract.user.setFundPassword.request, request);
  if (mode === 'change') errors.old_password ??= issueOf(fundPassword, old_password);
  return verdict(request, withMatch(errors, values));
}

/** The new email before a code is sent to it. */
export const emailIssue = (email: string): string | undefined => issueOf(emailSchema, email.trim());

/** Change the email: the new one and the code it received. */
export function checkEmail(values: EmailRequest): Checked<EmailRequest, keyof EmailRequest> {
  const request = { email: values.email.trim(), code: values.code.trim() };
  return verdict(request, schemaErrors<keyof EmailRequest>(contract.user.changeEmail.request, request));
}

/** A form of one code (2FA on or off): the call's own schema says what is wrong. */
export function checkCode(spec: { request: Schema }) {
  return (values: { code: string }): Checked<{ code: string }, 'code'> => {
    const request = { code: values.code.trim() };
    return verdict(request, schemaErrors<'code'>(spec.request, request));
  };
}

export interface AntiPhishingValues {
  code: string;
  verify_code: string;
  /** Asked (and sent) only while 2FA is on. */
  two_factor_code: string;
}

/**
 * Set or change the anti-phishing code: the new code, the code sent to the user's own phone or
 * email and, with 2FA on, the app's code (what an address change asks too).
 */
export function checkAntiPhishing(values: AntiPhishingValues, twoFactor: boolean): Checked<AntiPhishingRequest, AntiPhishingField> {
  const request: AntiPhishingRequest = {
    code: values.code.trim(),
    verify_code: values.verify_code.trim(),
    ...(twoFactor ? { two_factor_code: values.two_factor_code.trim() } : {}),
  };
  return verdict(request, schemaErrors<AntiPhishingField>(contract.user.setAntiPhishing.request, request));
}
