import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { useLoad, type Load } from './useLoad';

/** Whether the user has a fund password (pages that need one, or set or change it). */
export const useFundPassword = (): Load<{ has_password: boolean }> => useLoad(() => call(contract.user.hasPassword), []);
