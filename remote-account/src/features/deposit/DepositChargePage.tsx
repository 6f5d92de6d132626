import { chainName } from '@h5/shared/constants';
import { contract, type Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { CoinIcon, copyText } from '@h5/shared/ui';
import { formatLimit } from '@h5/shared/format';
import { Loaded, useCall } from '@h5/shared/data';
import { DepositShell } from './DepositShell';
import { QrCode } from '../../common/QrCode';

/** The coin's networks, the one shown marked; another one replaces the page's address. */
function NetworkChoice({ currency, chain }: { currency: Currency; chain: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  if (currency.chains.length < 2) return null;
  return (
    <div className="ac-networks" role="group" aria-label={t('deposit.network')}>
      <span className="ac-networks__label">{t('deposit.network')}</span>
      {currency.chains.map((each) => (
        <button
          key={each}
          type="button"
          className={`ac-chip${each === chain ? ' ac-chip--on' : ''}`}
          aria-pressed={each === chain}
          onClick={() => navigate(pathOf('depositCharge', { currency_id: currency.id, chain: each }), { replace: true })}
        >
          {each}
        </button>
      ))}
    </div>
  );
}

/** The user's deposit address of a coin on a network, as text and QR code, with a Copy button. */
function ChainAddress({ currency, chain }: { currency: Currency; chain: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const target = useCall(contract.wallet.depositAddress, { currency_id: currency.id, kind: 'chain', chain });
  return (
    <Loaded load={target}>
      {(data) =>
        data.kind === 'chain' && (
          <section className="h5-card ac-deposit-address" aria-label={t('deposit.address')}>
            <NetworkChoice currency={currency} chain={data.chain} />
            <p className="ac-deposit-address__coin">
              <CoinIcon code={currency.code} size={24} /> {currency.code} <span className="ac-chain-tag">{chainName(data.chain)}</span>
            </p>
            <div className="ac-qr-box">
              <QrCode text={data.address} label={t('deposit.qrLabel', { currency: currency.code, chain: chainName(data.chain) })} />
            </div>
            <p className="ac-deposit-address__label">{t('deposit.address')}</p>
            <p className="ac-deposit-address__text">{data.address}</p>
            <button type="button" className="ac-button-outline" onClick={() => void copyText(data.address)}>
              {tc('action.copy')}
            </button>
            <p className="ac-note">
              {t('deposit.chainNote', {
                currency: currency.code,
                chain: chainName(data.chain),
                min: formatLimit(currency.min_deposit, currency.decimals),
              })}
            </p>
          </section>
        )
      }
    </Loaded>
  );
}

/** Chain deposit: the address to send to, then the amount sent and its proof, for review. */
export default function DepositChargePage() {
  const { t: tc } = useTranslation('common');
  return <DepositShell kind="chain" title={tc('page.depositCharge')} target={(currency, chain) => <ChainAddress currency={currency} chain={chain} />} />;
}
