import { call } from '@h5/shared/api';
import { contract, type VerificationInfo } from '@h5/shared/contract';
import { useLoad, type Load } from '../../common/useLoad';

/** Both levels' states (and the reason of a rejection), fresh on every visit. */
export const useVerification = (): Load<VerificationInfo> => useLoad(() => call(contract.user.center2), []);
