import { contract, type WithdrawalAddress } from '@h5/shared/contract';
import { formatDateTime } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { useSearchParams } from '@h5/shared/router';
import { Loaded, useCall } from '@h5/shared/data';
import { FactList } from '@h5/shared/ui/facts';
import { Page } from '../../common/Page';
import { useLeave } from '../../common/useLeave';
import { useDeleteAddress } from './useDeleteAddress';
import './addresses.css';

/** One saved address (`?id=`), copyable, and deletable. */
export default function AddressDetailPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const leave = useLeave('addresses');
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const addresses = useCall(contract.wallet.addresses);
  const remove = useDeleteAddress();
  const removeAndLeave = async (address: WithdrawalAddress) => {
    if (await remove(address)) leave();
  };

  return (
    <Page title={tc('page.addressDetail')}>
      <Loaded load={addresses} isEmpty={(list) => !list.some((a) => a.id === id)}>
        {(list) => {
          const address = list.find((a) => a.id === id);
          return (
            address && (
              <>
                <FactList
                  layout="rows"
                  items={[
                    { label: t('form.coin'), value: address.currency },
                    { label: t('address.chain'), value: address.chain },
                    { label: t('address.address'), value: address.address, copy: address.address },
                    { label: t('address.added'), value: formatDateTime(address.created_at) },
                  ]}
                />
                <div className="ac-page-actions">
                  <button type="button" className="ac-button-danger" onClick={() => void removeAndLeave(address)}>
                    {t('address.delete')}
                  </button>
                </div>
              </>
            )
          );
        }}
      </Loaded>
    </Page>
  );
}
