import { contract, type WithdrawalAddress } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { Page } from '../../common/Page';
import { Loaded, useCall } from '@h5/shared/data';
import { useDeleteAddress } from './useDeleteAddress';
import './addresses.css';

/** The saved withdrawal addresses: open one, delete one (after a confirmation), add one. */
export default function AddressesPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const addresses = useCall(contract.wallet.addresses);
  const remove = useDeleteAddress();
  const removeAndReload = async (address: WithdrawalAddress) => {
    if (await remove(address)) await addresses.reload();
  };

  return (
    <Page title={tc('page.addresses')}>
      <Loaded load={addresses} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="h5-card-list ac-cards" aria-label={tc('page.addresses')}>
            {list.map((address) => (
              <li key={address.id} className="h5-card ac-address">
                <button
                  type="button"
                  className="ac-address__open"
                  onClick={() => navigate(pathOf('addressDetail', { id: address.id }))}
                >
                  <span className="ac-address__coin">
                    {address.currency} <span className="ac-chain-tag">{address.chain}</span>
                  </span>
                  <span className="ac-address__text">{address.address}</span>
                </button>
                <button
                  type="button"
                  className="ac-address__delete"
                  aria-label={`${t('address.delete')} ${address.currency} ${address.address}`}
                  onClick={() => void removeAndReload(address)}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d="M5 7h14M10 7V4h4v3m-7 0l1 13h8l1-13" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <div className="ac-page-actions">
        <button type="button" className="ac-button-primary" onClick={() => navigate(pathOf('addressCreate'))}>
          {tc('page.addressCreate')}
        </button>
      </div>
    </Page>
  );
}
