import Button from 'antd-mobile/es/components/button';
import { call } from '@h5/shared/api';
import { contract, type NewCoinProject } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { isShort, useForm } from '@h5/shared/form';
import { formatAmount, formatLimit, withCurrency } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { allocationOf, isDecimal, isPositive } from '@h5/shared/money';
import { Link, useNavigate } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { PageFrame } from '@h5/shared/ui';
import { useConfirm } from '@h5/shared/ui/confirm';
import { AmountField } from '@h5/shared/ui/form';
import { CardHead } from '../../common/ProductCard';
import { FactList } from '@h5/shared/ui/facts';
import { CoinBadge } from './CoinBadge';
import { StateTag } from './ProjectCard';
import { checkSubscription, largestCommit } from './figures';
import { ProjectFromQuery } from './ProjectFromQuery';
import './newCoin.css';

function SubscribeForm({ project }: { project: NewCoinProject }) {
  const { t } = useTranslation('wealth');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const balance = useCall(contract.wallet.detail, { account: 'coin', currency_id: project.currency_id });
  const available = balance.data?.available;
  const money = (value: string) => withCurrency(formatLimit(value, project.currency_decimals), project.currency);
  const { values, errors, busy, set, submit } = useForm({
    initial: { amount: '' },
    check: (v) => checkSubscription(v.amount, project, available),
    send: (request) => call(contract.newCoin.subscribe, request, { loading: true }),
    onDone: () => navigate(pathOf('newCoins', { tab: 'mine' }), { replace: true }),
  });
  // A valid amount is confirmed first (it is frozen until the allocation); an invalid one shows its fault.
  const onSubmit = async () => {
    const checked = checkSubscription(values.amount, project, available);
    if (checked.ok && !(await confirm({ content: t('newCoin.purchase.confirm', { amount: money(checked.request.amount), coin: project.coin }) }))) return;
    await submit();
  };
  // What the commit buys if nobody else commits: the same formula, with this commit as the total.
  const filled =
    isDecimal(values.amount) && isPositive(values.amount)
      ? allocationOf(values.amount, {
          supply: project.supply,
          price: project.price,
          totalCommitted: values.amount,
          coinDecimals: project.coin_decimals,
          currencyDecimals: project.currency_decimals,
        }).allocated
      : '0';
  const short = isShort(values.amount, available);
  return (
    <form
      className="h5-card wn-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <AmountField
        id="wn-amount"
        label={t('newCoin.purchase.amount', { currency: project.currency })}
        value={values.amount}
        onChange={set('amount')}
        decimals={project.currency_decimals}
        unit={project.currency}
        placeholder={t('newCoin.purchase.range', { min: formatLimit(project.min_amount, project.currency_decimals), cap: money(project.user_cap) })}
        error={errors.amount}
        balance={{ available, currency: project.currency, max: largestCommit(project, available), fill: 'max' }}
        balanceAction={
          short && (
            <Link className="wn-link" to={pathOf('deposit')}>
              {t('funds.pleaseRecharge', { ns: 'common' })}
            </Link>
          )
        }
      />
      <FactList
        items={[
          { label: t('newCoin.price'), value: money(project.price) },
          { label: t('newCoin.purchase.expected'), value: withCurrency(formatAmount(filled, project.coin_decimals), project.coin) },
        ]}
      />
      <ul className="wn-rules">
        <li>{t('newCoin.purchase.ruleFreeze')}</li>
        <li>{t('newCoin.purchase.ruleShare')}</li>
        <li>{t('newCoin.purchase.ruleLock', { count: project.lock_days })}</li>
      </ul>
      <Button type="submit" color="primary" block loading={busy} disabled={busy}>
        {t('newCoin.subscribe')}
      </Button>
    </form>
  );
}

/** Commit to a project's sale: the amount within the minimum, the cap and the spot balance, then confirm. */
export default function NewCoinPurchasePage() {
  const { t } = useTranslation('wealth');
  return (
    <PageFrame title={t('page.newCoinPurchase', { ns: 'common' })}>
      <ProjectFromQuery>
        {(item) => (
          <>
            <div className="h5-card wl-card wn-head">
              <CardHead leading={<CoinBadge coin={item.coin} colour={item.logo} />} title={item.name} subtitle={item.coin} aside={<StateTag state={item.state} />} />
            </div>
            <SubscribeForm project={item} />
          </>
        )}
      </ProjectFromQuery>
    </PageFrame>
  );
}
