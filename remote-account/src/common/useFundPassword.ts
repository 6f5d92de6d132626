import { contract } from '@h5/shared/contract';
import { useCall, type Load } from '@h5/shared/data';

/** Whether the user has a fund password (pages that need one, or set or change it). */
export const useFundPassword = (): Load<{ has_password: boolean }> => useCall(contract.user.hasPassword);
