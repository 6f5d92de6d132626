import { call } from '@h5/shared/api';
import { contract, type WithdrawalAddress } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';
import { shortAddress } from '../../common/text';
import { useConfirm } from '@h5/shared/ui/confirm';

/** Deletes an address once the user confirms; true when it is gone. */
export function useDeleteAddress(): (address: WithdrawalAddress) => Promise<boolean> {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const confirm = useConfirm();
  return async (address) => {
    const sure = await confirm({
      content: t('address.deleteConfirm', { currency: address.currency, address: shortAddress(address.address) }),
      confirmText: t('address.delete'),
    });
    if (!sure) return false;
    const result = await call(contract.wallet.deleteAddress, { id: address.id }, { loading: true });
    if (result.ok) toast(result.message || tc('status.operationSuccessful'));
    return result.ok;
  };
}
