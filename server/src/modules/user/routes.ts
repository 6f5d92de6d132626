import type { FastifyRequest } from 'fastify';
import { contract, type LanguageConfig } from '@h5/shared/contract';
import { LANGUAGE_NAMES, LANGUAGES } from '@h5/shared/constants';
import type { RateLimits } from '../../config';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import { byIp, type MakeLimit, type RateKey } from '../../plugins/rate-limit';
import { emailRef, phoneRef } from './account';
import { AREA_CODES } from './area-codes';
import type { UserService } from './service';

const LANGUAGE_LIST: LanguageConfig[] = LANGUAGES.map((code) => ({ title: LANGUAGE_NAMES[code], code }));

/** The account a login names, read loosely from the raw body so malformed tries count too. */
const loginAccount: RateKey = (request: FastifyRequest) => {
  const { account } = (request.body ?? {}) as { account?: unknown };
  return typeof account === 'string' && account.trim() ? account.trim().toLowerCase() : null;
};

export interface UserRouteDeps {
  register: RegisterCall;
  limit: MakeLimit;
  limits: RateLimits;
  users: UserService;
}

export function registerUserRoutes({ register, limit, limits, users }: UserRouteDeps): void {
  const calls = contract.user;
  const loginLimits = [limit('login-ip', limits.loginPerIp, byIp), limit('login-account', limits.loginPerAccount, loginAccount)];
  const codeLimits = [limit('codes-ip', limits.codesPerIp, byIp)];

  register(calls.register, (form, { lang }) => users.register(form, lang), { message: 'server.registered' });
  register(calls.login, (form) => users.login(form), { limits: loginLimits });
  // Wrong codes are also counted per account in the database (modules/security/two-factor.ts).
  register(calls.loginTwoFactor, (form) => users.loginTwoFactor(form), { limits: [limit('login-two-factor-ip', limits.loginPerIp, byIp)] });
  register(calls.logout, async (_input, context) => {
    await users.logout(signedIn(context));
    return null;
  }, { message: 'server.loggedOut' });
  register(calls.forget, async (form) => {
    await users.resetPassword(form);
    return null;
  }, { message: 'server.passwordReset' });

  register(calls.checkMobile, async ({ area_code, mobile }) => ({
    registered: await users.isRegistered(phoneRef(area_code, mobile)),
  }));
  register(calls.checkEmail, async ({ email }) => ({ registered: await users.isRegistered(emailRef(email)) }));
  const codeOptions = { limits: codeLimits, message: 'server.codeSent' };
  register(calls.smsSend, ({ area_code, mobile, scene }, { lang }) => users.sendCode(phoneRef(area_code, mobile), scene, lang), codeOptions);
  register(calls.smsMail, ({ email, scene }, { lang }) => users.sendCode(emailRef(email), scene, lang), codeOptions);

  register(calls.center, (_input, context) => users.profile(signedIn(context).userId));
  register(calls.setLang, ({ lang }, { session }) => users.chooseLanguage(session, lang), { optionalSession: true });
  register(calls.getLang, async () => LANGUAGE_LIST);
  register(calls.areaCode, async () => [...AREA_CODES]);
}
