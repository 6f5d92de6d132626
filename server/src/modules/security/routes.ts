import { contract } from '@h5/shared/contract';
import { signedIn, type RegisterCall } from '../../plugins/calls';
import type { RateCheck } from '../../plugins/rate-limit';
import type { SecurityService } from './service';

export interface SecurityRouteDeps {
  register: RegisterCall;
  security: SecurityService;
  /** For calls that send a code or check the login password. */
  codeLimits: RateCheck[];
  passwordLimits: RateCheck[];
}

export function registerSecurityRoutes({ register, security, codeLimits, passwordLimits }: SecurityRouteDeps): void {
  const calls = contract.user;
  register(calls.smsOtherMail, ({ scene }, context) => security.sendOwnCode(signedIn(context).userId, scene, context.lang), {
    limits: codeLimits,
    message: 'server.codeSent',
  });
  register(calls.hasPassword, async (_input, context) => ({ has_password: await security.hasFundPassword(signedIn(context).userId) }));
  register(calls.setFundPassword, async (form, context) => {
    await security.saveFundPassword(signedIn(context).userId, form);
    return null;
  });
  register(
    calls.updatePassword,
    async (form, context) => {
      await security.changeLoginPassword(signedIn(context), form);
      return null;
    },
    { limits: passwordLimits },
  );
  register(calls.changeEmail, async (form, context) => {
    await security.changeEmail(signedIn(context).userId, form);
    return null;
  });
  register(calls.twoFactorSetup, (_input, context) => security.setupTwoFactor(signedIn(context).userId));
  // Wrong codes are counted per account in the database as well (modules/security/two-factor.ts).
  register(calls.twoFactorEnable, ({ code }, context) => security.enableTwoFactor(signedIn(context).userId, code), {
    limits: passwordLimits,
    message: 'twoFactor.turnedOn',
  });
  register(
    calls.twoFactorDisable,
    async ({ code }, context) => {
      await security.disableTwoFactor(signedIn(context).userId, code);
      return null;
    },
    { limits: passwordLimits, message: 'twoFactor.turnedOff' },
  );
  // Wrong 2FA codes are also counted per account (modules/security/two-factor.ts), wrong sent codes per code.
  register(
    calls.setAntiPhishing,
    async (form, context) => {
      await security.setAntiPhishing(signedIn(context).userId, form);
      return null;
    },
    { limits: passwordLimits },
  );
}
