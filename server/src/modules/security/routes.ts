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
  register(calls.smsOtherMail, ({ scene }, context) => security.sendOwnCode(signedIn(context).userId, scene), {
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
}
