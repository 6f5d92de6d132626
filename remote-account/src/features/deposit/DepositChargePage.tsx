import { contract, type Currency } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { copyText } from '@h5/shared/ui';
import { plainAmount } from '@h5/shared/format';
import { Loaded, useCall } from '@h5/shared/data';
import { DepositShell } from './DepositShell';
import { QrCode } from '../../common/QrCode';

/** The user's deposit address of a coin, as text and QR code, with a Copy button. */
function ChainAddress({ currency }: { currency: Currency }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const target = useCall(contract.wallet.depositAddress, { currency_id: currency.id, kind: 'chain' });
  return (
    <Loaded load={target}>
      {(data) =>
        data.kind === 'chain' && (
          <section className="ac-deposit-address" aria-label={t('deposit.address')}>
            <p className="ac-deposit-address__coin">
              {currency.code} <span className="ac-chain-tag">{data.chain}</span>
            </p>
            <div className="ac-qr-box">
              <QrCode text={data.address} label={t('deposit.qrLabel', { currency: currency.code, chain: data.chain })} />
            </div>
            <p className="ac-deposit-address__label">{t('deposit.address')}</p>
            <p className="ac-deposit-address__text">{data.address}</p>
            <button type="button" className="ac-button-outline" onClick={() => void copyText(data.address)}>
              {tc('action.copy')}
            </button>
            <p className="ac-note">
              {t('deposit.chainNote', {
                currency: currency.code,
                chain: data.chain,
                min: plainAmount(currency.min_deposit, currency.decimals),
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
  return <DepositShell kind="chain" title={tc('page.depositCharge')} target={(currency) => <ChainAddress currency={currency} />} />;
}
