import { contract, type Currency } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import { FactList } from '@h5/shared/ui/facts';
import { DepositShell } from './DepositShell';

/** The platform's bank account, each detail copyable, and the reference the transfer must carry. */
function BankDetails({ currency }: { currency: Currency }) {
  const { t } = useTranslation('account');
  const target = useCall(contract.wallet.depositAddress, { currency_id: currency.id, kind: 'bank' });
  return (
    <Loaded load={target}>
      {(data) =>
        data.kind === 'bank' && (
          <section className="ac-section" aria-label={t('bank.details')}>
            <h2 className="ac-section__title">{t('bank.details')}</h2>
            <FactList
              layout="rows"
              items={[
                { label: t('bank.bankName'), value: data.bank_name, copy: data.bank_name },
                { label: t('bank.accountName'), value: data.account_name, copy: data.account_name },
                { label: t('bank.accountNumber'), value: data.account_number, copy: data.account_number },
                { label: t('bank.swift'), value: data.swift, copy: data.swift },
                { label: t('bank.bankAddress'), value: data.bank_address, copy: data.bank_address },
                { label: t('bank.reference'), value: <strong>{data.reference}</strong>, copy: data.reference },
              ]}
            />
            <p className="ac-note">{t('bank.referenceNote')}</p>
          </section>
        )
      }
    </Loaded>
  );
}

/** Bank transfer deposit: where to transfer, then the amount and the bank's voucher, for review. */
export default function BankDepositPage() {
  const { t: tc } = useTranslation('common');
  return <DepositShell kind="bank" title={tc('page.bankDeposit')} target={(currency) => <BankDetails currency={currency} />} />;
}
