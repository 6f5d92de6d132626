/**
 * Validation rules (spec section 5), written once and used by the forms and the server alike.
 * Every message is an i18n key of the `common` namespace (`validation.*`), so the client and
 * the server translate the same words.
 */
import * as z from 'zod/mini';
import {
  FUND_PASSWORD_LENGTH,
  LANGUAGES,
  PASSWORD_MIN_LENGTH,
  VERIFY_CODE_LENGTH,
} from '@h5/shared/constants';


/** Control characters (NUL among them, which no text column stores); tab and line breaks are text. */
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const noControl = z.refine<string>((v) => !CONTROL_RE.test(v), 'validation.textInvalid');

/** A required text field: missing, not a string, or blank all give the same message. */
export const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), noControl);

const PHONE_RE = /^\d{5,15}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const AREA_CODE_RE = /^\d{1,4}$/;
const DIGITS_RE = /^\d+$/;
/** A non-negative decimal written plainly: no exponent, no sign, no thousands separators. */
const DECIMAL_RE = /^(0|[1-9]\d*)(\.\d+)?$/;

export const phone = requiredText('validation.phoneRequired').check(
  z.regex(PHONE_RE, 'validation.phoneInvalid'),
);
export const email = requiredText('validation.emailRequired').check(
  z.maxLength(100, 'validation.emailInvalid'),
  z.regex(EMAIL_RE, 'validation.emailInvalid'),
);
export const areaCode = requiredText('validation.areaCodeRequired').check(
  z.regex(AREA_CODE_RE, 'validation.areaCodeRequired'),
);
export const verifyCode = requiredText('validation.codeRequired').check(
  z.length(VERIFY_CODE_LENGTH, 'validation.codeInvalid'),
  z.regex(DIGITS_RE, 'validation.codeInvalid'),
);
export const password = requiredText('validation.passwordRequired').check(
  z.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordMin'),
  z.maxLength(64, 'validation.passwordMax'),
);
export const fundPassword = requiredText('validation.fundPasswordRequired').check(
  z.length(FUND_PASSWORD_LENGTH, 'validation.fundPasswordInvalid'),
  z.regex(DIGITS_RE, 'validation.fundPasswordInvalid'),
);
/** The six digits an authenticator app shows (apps print them as `123 456`). */
const TOTP_RE = /^\d{3} ?\d{3}$/;
/** A one-time backup code as shown once: `abcd-2345`. */
const BACKUP_CODE_RE = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;
/** The authenticator app's code: to turn two-factor authentication on (a backup code cannot prove the app works). */
export const totpCode = requiredText('validation.twoFactorCodeRequired').check(z.regex(TOTP_RE, 'validation.twoFactorCodeInvalid'));
/** The app's code or a backup code: at login, for withdrawals, address changes and turning 2FA off. */
export const twoFactorCode = requiredText('validation.twoFactorCodeRequired').check(
  z.refine((v) => TOTP_RE.test(v) || BACKUP_CODE_RE.test(v), 'validation.twoFactorCodeInvalid'),
);
/** Shown in every message the platform sends, so a message without it is known to be fake. */
export const antiPhishingCode = requiredText('validation.antiPhishingRequired').check(
  z.regex(/^[\p{L}\p{N}]{4,20}$/u, 'validation.antiPhishingInvalid'),
);
export const language = z.enum(LANGUAGES, { error: 'validation.languageInvalid' });
export const accountMode = z.enum(['mobile', 'email'], { error: 'validation.modeInvalid' });
export const optionalText = (max: number) =>
  z.optional(z.string({ error: 'validation.textInvalid' }).check(z.trim(), z.maxLength(max, 'validation.textTooLong'), noControl));

/** A decimal amount as a string, at most `maxDecimals` places and 20 integer digits. */
export const amount = (maxDecimals = 8) =>
  requiredText('validation.amountRequired').check(
    z.regex(DECIMAL_RE, 'validation.amountInvalid'),
    z.refine((v) => (v.split('.')[0] ?? '').length <= 20, 'validation.amountInvalid'),
    z.refine((v) => (v.split('.')[1] ?? '').length <= maxDecimals, 'validation.amountDecimals'),
    z.refine((v) => /[1-9]/.test(v), 'validation.amountPositive'),
  );

/** A positive whole number given as text or number (form bodies carry text). */
export const positiveInt = (message: string) =>
  z.pipe(
    z.union([z.string(), z.number()], { error: message }),
    z.transform((v) => String(v).trim()),
  ).check(z.refine((v) => /^[1-9]\d{0,8}$/.test(v), message));

/** A moment as epoch seconds (paging back through history). */
export const epochSeconds = z.pipe(
  z.union([z.string(), z.number()], { error: 'validation.timeInvalid' }),
  z.transform((v) => String(v).trim()),
).check(z.refine((v) => /^[1-9]\d{0,11}$/.test(v), 'validation.timeInvalid'));

export const pageQuery = {
  page: z.optional(positiveInt('validation.pageInvalid')),
  limit: z.optional(positiveInt('validation.pageInvalid')),
};

/** The account a phone-or-email form names, checked by its mode. */
export const accountByMode = <T extends { type: 'mobile' | 'email'; account: string }>(form: T) =>
  (form.type === 'mobile' ? phone : email).safeParse(form.account);

/** The first message key a failed parse carries (forms show one message at a time). */
export function firstIssue(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message || 'validation.invalid';
}

// ---- forms shared by client and server -------------------------------------------------

/** The phone-or-email pair of the account forms; the account is checked by its mode. */
const accountFields = {
  type: accountMode,
  area_code: z.optional(areaCode),
  account: z.string({ error: 'validation.accountRequired' }),
};

/** The mode's own messages: "enter phone number", "enter your valid email"... */
const accountMatchesMode = z.superRefine<{ type: 'mobile' | 'email'; account: string }>((form, ctx) => {
  const checked = accountByMode(form);
  if (!checked.success) ctx.addIssue({ code: 'custom', message: firstIssue(checked.error), path: ['account'], input: form.account });
});

export const loginRequest = z
  .object({ ...accountFields, password: requiredText('validation.passwordRequired') })
  .check(accountMatchesMode);

export const registerRequest = z
  .object({
    ...accountFields,
    code: verifyCode,
    password,
    re_password: requiredText('validation.confirmRequired'),
    invite_code: optionalText(32),
    /** One box for the user agreement and the privacy policy; when sent, it says both were ticked. */
    agree: z.optional(z.literal('1', { error: 'validation.agreementRequired' })),
  })
  .check(accountMatchesMode);

export const forgetRequest = z
  .object({ ...accountFields, code: verifyCode, password, re_password: requiredText('validation.confirmRequired') })
  .check(accountMatchesMode);

/** Password and its confirmation must match ("Password twice inconsistent"). */
export const passwordsMatch = (form: { password: string; re_password: string }) =>
  form.password === form.re_password;

export const sendSmsRequest = z.object({
  area_code: areaCode,
  mobile: phone,
  scene: z.enum(['register', 'forget', 'address', 'email', 'security'], { error: 'validation.sceneInvalid' }),
});

export const sendMailRequest = z.object({
  email,
  scene: z.enum(['register', 'forget', 'address', 'email', 'security'], { error: 'validation.sceneInvalid' }),
});

export type LoginRequest = z.infer<typeof loginRequest>;
export type RegisterRequest = z.infer<typeof registerRequest>;
export type ForgetRequest = z.infer<typeof forgetRequest>;
export type SendSmsRequest = z.infer<typeof sendSmsRequest>;
export type SendMailRequest = z.infer<typeof sendMailRequest>;
