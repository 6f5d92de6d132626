import { isSignedIn, useSession } from '@h5/shared/session';

/** Whether someone is signed in (guests see "Log in" where the trading buttons are). */
export const useSignedIn = (): boolean => useSession((state) => isSignedIn(state));
