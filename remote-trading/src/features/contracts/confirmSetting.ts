/**
 * Whether a contract order is shown on the confirmation sheet before it is sent: on unless the
 * user turned it off (the sheet's "don't show again", or the switch on the form), on this device.
 */
import { storedFlag } from '@h5/shared/ui';

export const CONFIRM_STORAGE_KEY = 'h5.trading.confirmContractOrders';

const confirmSetting = storedFlag(CONFIRM_STORAGE_KEY, true);

export const confirmsOrders = confirmSetting.get;
export const setConfirmsOrders = confirmSetting.set;
export const useConfirmsOrders = confirmSetting.use;
