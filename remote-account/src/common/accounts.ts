/** The four accounts as pages name them in their query (`?account=`, `?from=`). */
import { ACCOUNT_TYPES, type AccountType } from '@h5/shared/constants';

export const isAccountType = (value: unknown): value is AccountType =>
  typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);

/** The account a query names, the spot account when it names none or an unknown one. */
export const accountTypeOf = (value: string | null | undefined): AccountType => (isAccountType(value) ? value : 'coin');
