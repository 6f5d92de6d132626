import { REQUIREMENT_CODES } from '@h5/shared/constants';
import { refusal } from '../../plugins/envelope';

export const notVerified = () => refusal('funds.notVerified', { code: REQUIREMENT_CODES.notVerified });
export const noFundPassword = () => refusal('funds.setFundPasswordFirst', { code: REQUIREMENT_CODES.noFundPassword });
export const noAddress = () => refusal('funds.setAddressFirst', { code: REQUIREMENT_CODES.noAddress });
