import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { i18n } from '@h5/shared/i18n';
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
  // Our own words: the server only says "operation successful".
  toast(i18n.t('auth.codeSent', { ns: 'account' }));
  return result.data.resend_in;
}
