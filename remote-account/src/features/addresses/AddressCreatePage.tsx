import { useTranslation } from '@h5/shared/i18n';
import { useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { Loaded } from '@h5/shared/data';
import { Notice } from '../../common/Notice';
import { Page } from '../../common/Page';
import { useFundPassword } from '../../common/useFundPassword';
import { AddressForm } from './AddressForm';
import { useCurrencies } from '@h5/shared/market';
import { LoadState } from '@h5/shared/ui';

/** A new withdrawal address (`?currency_id=` picks the coin); it needs a fund password set first. */
export default function AddressCreatePage() {
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fundPassword = useFundPassword();
  const { currencies, failed, reload } = useCurrencies();
  const wanted = Number(search.get('currency_id'));

  return (
    <Page title={tc('page.addressCreate')}>
      <Loaded load={fundPassword}>
        {({ has_password }) => {
          if (!has_password)
            return (
              <Notice
                text={tc('funds.setFundPasswordFirst')}
                action={{ label: tc('action.setNow'), onClick: () => navigate(pathOf('changePayPassword')) }}
              />
            );
          if (!currencies) return <LoadState failed={failed} onRetry={() => void reload()} />;
          return <AddressForm currencies={currencies} initial={currencies.find((c) => c.id === wanted)} />;
        }}
      </Loaded>
    </Page>
  );
}
