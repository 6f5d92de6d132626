import { contract, type VerificationInfo } from '@h5/shared/contract';
import { useCall, type Load } from '@h5/shared/data';

/** Both levels' states (and the reason of a rejection), fresh on every visit. */
export const useVerification = (): Load<VerificationInfo> => useCall(contract.user.center2);
