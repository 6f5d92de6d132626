import { H5_BASE } from '@h5/shared/constants';
import { pathOf } from './table';

/** The register page's query field a friend's link fills the invitation code in with. */
export const INVITE_PARAM = 'invite_code';

/** The link a user shares: the app's register page with their code filled in. */
export const inviteLink = (code: string, origin: string = window.location.origin): string => `${origin}${H5_BASE}#${pathOf('register', { [INVITE_PARAM]: code })}`;
