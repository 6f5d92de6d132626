import { call } from '@h5/shared/api';
import { contract, type Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { Link, useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { toast } from '@h5/shared/toast';
import { Loaded, cacheKey, useLoad } from '@h5/shared/data';
import { Notice } from '../../common/Notice';
import { Page } from '../../common/Page';
import { SelectField } from '../../common/form/SelectField';
import { WAYS_FORWARD, withdrawBlocker } from './blockers';
import { WithdrawForm } from './WithdrawForm';
import { currencyOf, useCurrencies } from '@h5/shared/market';
import { LoadState } from '@h5/shared/ui';

/** Loads both what the form needs, as one: the withdrawal facts and the coin's saved addresses. */
async function loadWithdrawal(currencyId: number) {
  const [info, addresses] = await Promise.all([
    call(contract.wallet.withdrawInfo, { currency_id: currencyId }),
    call(contract.wallet.addresses, { currency_id: currencyId }, { silent: true }),
  ]);
  if (!info.ok) return info;
  return { ...info, data: { info: info.data, addresses: addresses.ok ? addresses.data : [] } };
}

/**
 * What is still missing (verification, fund password, address) is asked once, in place of the
 * form, with the way to the page that sets it: no dialog on top that could outlive the page.
 */
function Withdrawal({ currency }: { currency: Currency }) {
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const load = useLoad(cacheKey(contract.wallet.withdrawInfo, { currency_id: currency.id }), () => loadWithdrawal(currency.id));
  const info = load.data?.info;
  const blocker = info ? withdrawBlocker(info) : null;

  /**
   * After a refusal, the facts again: a blocker that appeared meanwhile shows in place of the
   * form (the reload brings it), any other reason its message; the requests left today are refreshed.
   */
  const refused = async (message: string) => {
    const again = await call(contract.wallet.withdrawInfo, { currency_id: currency.id }, { silent: true });
    if (!(again.ok && withdrawBlocker(again.data))) toast(message);
    await load.reload();
  };

  return (
    <Loaded load={load}>
      {({ info: facts, addresses }) =>
        blocker ? (
          <Notice
            text={tc(WAYS_FORWARD[blocker].message)}
            action={{
              label: tc(WAYS_FORWARD[blocker].action),
              // A new address is for the coin being withdrawn.
              onClick: () => navigate(pathOf(WAYS_FORWARD[blocker].page, blocker === 'noAddress' ? { currency_id: currency.id } : {})),
            }}
          />
        ) : (
          <WithdrawForm
            key={facts.currency_id}
            info={facts}
            addresses={addresses}
            decimals={currency.decimals}
            onRefused={(message) => void refused(message)}
          />
        )
      }
    </Loaded>
  );
}

/** Withdraw (`?currency_id=`): the checks in the spec's order, then the form. */
export default function WithdrawPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { currencies, failed, reload } = useCurrencies();
  const currency = currencies ? currencyOf(currencies, search.get('currency_id')) : undefined;

  let body;
  if (!currency) body = <LoadState failed={failed} onRetry={() => void reload()} />;
  else
    body = (
      <>
        <div className="ac-form ac-form--head">
          <SelectField
            id="ac-withdraw-coin"
            label={t('form.coin')}
            placeholder={t('form.chooseCoin')}
            choices={(currencies ?? []).map((c) => ({ value: String(c.id), label: c.code, extra: c.chains.join(' / ') }))}
            value={String(currency.id)}
            onChange={(id) => navigate(pathOf('withdraw', { currency_id: id }), { replace: true })}
          />
        </div>
        <Withdrawal key={currency.id} currency={currency} />
      </>
    );

  return (
    <Page
      title={tc('page.withdraw')}
      right={
        <Link to={pathOf('records', { tab: 'withdraw' })} className="ac-nav-link">
          {tc('page.records')}
        </Link>
      }
    >
      {body}
    </Page>
  );
}
