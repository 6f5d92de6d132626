import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { toast } from '@h5/shared/toast';
import { accountOf, type Credentials } from './authStore';

export type CodeScene = 'register' | 'forget';

/** Asks for a code by SMS or email (the account already checked); seconds until a resend, or null. */
export async function sendCode(credentials: Credentials, scene: CodeScene): Promise<number | null> {
  const account = accountOf(credentials);
  const result =
    credentials.mode === 'mobile'
      ? await call(contract.user.smsSend, { area_code: credentials.area.code, mobile: account, scene }, { loading: true })
      : await call(contract.user.smsMail, { email: account, scene }, { loading: true });
  if (!result.ok) return null;
  toast(result.message);
  return result.data.resend_in;
}
