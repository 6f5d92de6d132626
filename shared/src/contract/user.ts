import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { AreaCode, BankCard, CodeSent, IdType, LanguageConfig, LoginReply, SignedIn, TwoFactorSetup, User, VerificationInfo } from './models';

const none = z.object({});

/** A bank card's fields (spec section 3), in the order the form asks for them; all required. */
const bankCardShape = {
  holder: v.requiredText('validation.fieldRequired'),
  card_number: v.requiredText('validation.fieldRequired'),
  bank: v.requiredText('validation.fieldRequired'),
  branch: v.requiredText('validation.fieldRequired'),
  bank_name: v.requiredText('validation.fieldRequired'),
  bank_address: v.requiredText('validation.fieldRequired'),
  swift: v.requiredText('validation.fieldRequired'),
  full_name: v.requiredText('validation.fieldRequired'),
  iban: v.requiredText('validation.fieldRequired'),
  beneficiary_address: v.requiredText('validation.fieldRequired'),
  postal_code: v.requiredText('validation.fieldRequired'),
};
export const BANK_CARD_FIELDS = Object.keys(bankCardShape) as Array<keyof typeof bankCardShape>;

/** The documents advanced verification takes, in the order the page offers them. */
export const ID_TYPES = ['id_card', 'passport', 'driving_licence'] as const satisfies readonly IdType[];

export const userCalls = {
  setLang: defineCall<string>()({ method: 'POST', path: 'set/lang', auth: false, request: z.object({ lang: v.language }) }),
  getLang: defineCall<LanguageConfig[]>()({ method: 'POST', path: 'get/lang', auth: false, request: none }),
  areaCode: defineCall<AreaCode[]>()({ method: 'POST', path: 'area_code', auth: false, request: none }),
  smsSend: defineCall<CodeSent>()({ method: 'POST', path: 'sms_send', auth: false, request: v.sendSmsRequest }),
  smsMail: defineCall<CodeSent>()({ method: 'POST', path: 'sms_mail', auth: false, request: v.sendMailRequest }),
  /** A code to the signed-in user's own phone or email (withdrawal addresses, security). */
  smsOtherMail: defineCall<CodeSent>()({
    method: 'POST',
    path: 'set/sms_other_mail',
    auth: true,
    request: z.object({ scene: z.enum(['address', 'email', 'security'], { error: 'validation.sceneInvalid' }) }),
  }),
  /** Signs the new account in at once. */
  register: defineCall<SignedIn>()({ method: 'POST', path: 'user/register', auth: false, request: v.registerRequest }),
  /** A session, or, when 2FA is on, a challenge for `loginTwoFactor`. */
  login: defineCall<LoginReply>()({ method: 'POST', path: 'user/login', auth: false, request: v.loginRequest }),
  /** The second step of a login with 2FA on: the challenge and the app's code (or a backup code). */
  loginTwoFactor: defineCall<SignedIn>()({
    method: 'POST',
    path: 'user/login_2fa',
    auth: false,
    request: z.object({ challenge: v.requiredText('validation.challengeRequired'), code: v.twoFactorCode }),
  }),
  logout: defineCall<null>()({ method: 'POST', path: 'user/logout', auth: true, request: none }),
  forget: defineCall<null>()({ method: 'POST', path: 'user/forget', auth: false, request: v.forgetRequest }),
  checkMobile: defineCall<{ registered: boolean }>()({
    method: 'POST',
    path: 'user/check_mobile',
    auth: false,
    request: z.object({ area_code: v.areaCode, mobile: v.phone }),
  }),
  checkEmail: defineCall<{ registered: boolean }>()({
    method: 'POST',
    path: 'user/check_email',
    auth: false,
    request: z.object({ email: v.email }),
  }),
  center: defineCall<User>()({ method: 'GET', path: 'user/center', auth: true, request: none }),
  center2: defineCall<VerificationInfo>()({ method: 'GET', path: 'user/center2', auth: true, request: none }),
  realName: defineCall<null>()({
    method: 'POST',
    path: 'user/real_name',
    auth: true,
    request: z.object({
      country: v.requiredText('validation.countryRequired'),
      name: v.requiredText('validation.nameRequired'),
      id_number: v.requiredText('validation.idNumberRequired'),
      address: v.requiredText('validation.addressTextRequired'),
    }),
  }),
  realName2: defineCall<null>()({
    method: 'POST',
    path: 'user/real_name2',
    auth: true,
    request: z.object({
      /** Chosen first: it names the photos (a passport's photo page and cover, a card's front and back). */
      id_type: z.enum(ID_TYPES, { error: 'validation.idTypeRequired' }),
      front: v.requiredText('validation.frontRequired'),
      back: v.requiredText('validation.backRequired'),
      hand: v.requiredText('validation.handRequired'),
    }),
  }),
  /** Whether the fund password is set. */
  hasPassword: defineCall<{ has_password: boolean }>()({ method: 'POST', path: 'user/has_password', auth: true, request: none }),
  /** Sets the fund password, or changes it (then the current one is required). */
  setFundPassword: defineCall<null>()({
    method: 'POST',
    path: 'user/e_pwd',
    auth: true,
    request: z.object({
      old_password: z.optional(v.fundPassword),
      password: v.fundPassword,
      re_password: v.requiredText('validation.confirmRequired'),
    }),
  }),
  changeEmail: defineCall<null>()({
    method: 'POST',
    path: 'user/e_email',
    auth: true,
    request: z.object({ email: v.email, code: v.verifyCode }),
  }),
  updatePassword: defineCall<null>()({
    method: 'POST',
    path: 'safe/update_password',
    auth: true,
    request: z.object({
      old_password: v.requiredText('validation.oldPasswordRequired'),
      password: v.password,
      re_password: v.requiredText('validation.confirmRequired'),
    }),
  }),
  /** A new secret for the authenticator app; 2FA turns on only once `twoFactorEnable` gets its code. */
  twoFactorSetup: defineCall<TwoFactorSetup>()({ method: 'POST', path: 'safe/two_factor/setup', auth: true, request: none }),
  /** Turns 2FA on with the app's code; answers the backup codes, shown this once. */
  twoFactorEnable: defineCall<{ backup_codes: string[] }>()({
    method: 'POST',
    path: 'safe/two_factor/enable',
    auth: true,
    request: z.object({ code: v.totpCode }),
  }),
  twoFactorDisable: defineCall<null>()({
    method: 'POST',
    path: 'safe/two_factor/disable',
    auth: true,
    request: z.object({ code: v.twoFactorCode }),
  }),
  /**
   * Sets or changes the anti-phishing code, guarded like an address change: the code `set/sms_other_mail`
   * sent the user's own phone or email (scene `security`) and, once 2FA is on, the app's code.
   */
  setAntiPhishing: defineCall<null>()({
    method: 'POST',
    path: 'safe/anti_phishing',
    auth: true,
    request: z.object({ code: v.antiPhishingCode, verify_code: v.verifyCode, two_factor_code: z.optional(v.twoFactorCode) }),
  }),
  customerUrl: defineCall<{ url: string }>()({ method: 'POST', path: 'set/get_customer_url', auth: false, request: none }),
  /** The user's bank cards; with an id, just that one. */
  cashInfo: defineCall<BankCard[]>()({
    method: 'POST',
    path: 'user/cash_info',
    auth: true,
    request: z.object({ id: z.optional(v.positiveInt('validation.bankCardInvalid')) }),
  }),
  cashSave: defineCall<{ id: number }>()({
    method: 'POST',
    path: 'user/cash_save',
    auth: true,
    request: z.object(bankCardShape),
  }),
};
