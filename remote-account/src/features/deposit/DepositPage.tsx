import { useState } from 'react';
import { BASE_CURRENCY, BASE_CURRENCY_ID } from '@h5/shared/constants';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { EmptyState } from '@h5/shared/ui';
import { LoadState } from '@h5/shared/data';
import { Menu, MenuRow } from '../../common/Menu';
import { Page } from '../../common/Page';
import './deposit.css';
import { currencyOf, useCurrencies } from '@h5/shared/market';

/** Deposit: choose the coin, then how the money comes (on chain, or by bank transfer). */
export default function DepositPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { currencies, failed, reload } = useCurrencies();
  const [chosen, setChosen] = useState<number | null>(null);
  const currency = currencies ? currencyOf(currencies, chosen ?? search.get('currency_id')) : undefined;

  let body;
  if (!currencies) body = <LoadState failed={failed} onRetry={() => void reload()} />;
  else if (!currencies.length) body = <EmptyState />;
  else
    body = (
      <>
        <h2 className="ac-section__title ac-section__title--page">{t('deposit.chooseCoin')}</h2>
        <Menu label={t('deposit.chooseCoin')}>
          {currencies.map((c) => (
            <MenuRow key={c.id} label={c.code} extra={c.chains.join(' / ')} selected={c.id === currency?.id} onClick={() => setChosen(c.id)} />
          ))}
        </Menu>
        {currency && (
          <>
            <h2 className="ac-section__title ac-section__title--page">{t('deposit.chooseMethod')}</h2>
            <div className="ac-methods">
              <button
                type="button"
                className="ac-method"
                onClick={() => navigate(pathOf('depositCharge', { currency_id: currency.id }))}
              >
                <span className="ac-method__name">{t('deposit.chain')}</span>
                <span className="ac-method__text">
                  {t('deposit.chainText', { currency: currency.code, chain: currency.chains.join(' / ') })}
                </span>
              </button>
              {currency.id === BASE_CURRENCY_ID ? (
                <button type="button" className="ac-method" onClick={() => navigate(pathOf('bankDeposit'))}>
                  <span className="ac-method__name">{t('deposit.bank')}</span>
                  <span className="ac-method__text">{t('deposit.bankText', { currency: currency.code })}</span>
                </button>
              ) : (
                <p className="ac-note">{tc('wallet.bankBaseOnly', { currency: BASE_CURRENCY })}</p>
              )}
            </div>
          </>
        )}
      </>
    );

  return <Page title={tc('page.deposit')}>{body}</Page>;
}
