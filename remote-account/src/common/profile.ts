import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useSession } from '@h5/shared/session';

/** The session keeps a copy of the profile: after a change, fetch it again so every page shows it. */
export async function refreshProfile(): Promise<void> {
  const profile = await call(contract.user.center, {}, { silent: true });
  if (profile.ok) useSession.getState().setUser(profile.data);
}

/** Whether the signed-in user has two-factor authentication on (the forms then ask the app's code). */
export const useTwoFactorOn = (): boolean => useSession((s) => s.user?.two_factor ?? false);
