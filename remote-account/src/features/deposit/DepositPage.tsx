import { useState } from 'react';
import { BASE_CURRENCY, BASE_CURRENCY_ID, chainName } from '@h5/shared/constants';
import type { Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { currencyOf, searchCurrencies, useCurrencies } from '@h5/shared/market';
import { useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { CoinIcon, EmptyState, LoadState, Sheet } from '@h5/shared/ui';
import { Menu, MenuRow } from '../../common/Menu';
import { Page } from '../../common/Page';
import { SearchBox } from '../../common/SearchBox';
import './deposit.css';

/** How a coin can come in: on each of its networks, and by bank transfer for the base currency. */
function Methods({ currency }: { currency: Currency }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <div className="ac-methods">
      {currency.chains.map((chain) => (
        <button
          key={chain}
          type="button"
          className="h5-card ac-method"
          data-chain={chain}
          onClick={() => navigate(pathOf('depositCharge', { currency_id: currency.id, chain }))}
        >
          <span className="ac-method__name">{chainName(chain)}</span>
          <span className="ac-method__text">{t('deposit.chainText', { currency: currency.code, chain: chainName(chain) })}</span>
        </button>
      ))}
      {currency.id === BASE_CURRENCY_ID ? (
        <button type="button" className="h5-card ac-method" onClick={() => navigate(pathOf('bankDeposit'))}>
          <span className="ac-method__name">{t('deposit.bank')}</span>
          <span className="ac-method__text">{t('deposit.bankText', { currency: currency.code })}</span>
        </button>
      ) : (
        <p className="ac-note">{tc('wallet.bankBaseOnly', { currency: BASE_CURRENCY })}</p>
      )}
    </div>
  );
}

/**
 * Deposit: find the coin (by code or name), then choose how it comes, in a sheet that shows
 * every way at once: each of the coin's own networks, and a bank transfer for USDT.
 * `?currency_id=` opens the sheet of that coin straight away.
 */
export default function DepositPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [search] = useSearchParams();
  const { currencies, failed, reload } = useCurrencies();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number | null>(() => (search.get('currency_id') ? Number(search.get('currency_id')) : null));
  const currency = currencies && chosen !== null ? currencyOf(currencies, chosen) : undefined;

  let body;
  if (!currencies) body = <LoadState failed={failed} onRetry={() => void reload()} />;
  else if (!currencies.length) body = <EmptyState />;
  else {
    const shown = searchCurrencies(currencies, query);
    body = (
      <>
        <SearchBox value={query} onChange={setQuery} placeholder={t('deposit.searchCoin')} />
        {shown.length ? (
          <Menu label={t('deposit.chooseCoin')}>
            {shown.map((c) => (
              <MenuRow
                key={c.id}
                label={
                  <span className="ac-coin">
                    <CoinIcon code={c.code} />
                    <span className="ac-coin__names">
                      <strong>{c.code}</strong>
                      <small>{c.name}</small>
                    </span>
                  </span>
                }
                extra={c.chains.join(' · ')}
                arrow
                onClick={() => setChosen(c.id)}
              />
            ))}
          </Menu>
        ) : (
          <EmptyState text={t('list.noMatch')} />
        )}
      </>
    );
  }

  return (
    <Page title={tc('page.deposit')}>
      {body}
      <Sheet visible={Boolean(currency)} onMaskClick={() => setChosen(null)} onClose={() => setChosen(null)} bodyClassName="ac-popup-body h5-sheet ac-sheet">
        {currency && (
          <div role="dialog" aria-labelledby="ac-deposit-methods">
            <header className="ac-sheet__head ac-coin">
              <CoinIcon code={currency.code} size={24} />
              <h2 id="ac-deposit-methods" className="h5-title ac-sheet__title">
                {t('deposit.methodsOf', { currency: currency.code })}
              </h2>
            </header>
            <Methods currency={currency} />
          </div>
        )}
      </Sheet>
    </Page>
  );
}
