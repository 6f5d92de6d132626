import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { call } from '@h5/shared/api';
import { contract, type TrustConfig, type TrustProduct } from '@h5/shared/contract';
import { Loaded, useCall } from '@h5/shared/data';
import { PLACEHOLDER, formatDateTime, typedAmount } from '@h5/shared/format';
import { isShort, useForm } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { annualRate, trustExitTable, trustQuote, subDecimal, minDecimal } from '@h5/shared/money';
import { useNavigate, useSearchParams } from '@h5/shared/router';
import { pathOf } from '@h5/shared/routes';
import { TransferInLink } from '../../common/TransferInLink';
import { PageFrame } from '@h5/shared/ui';
import { FactList } from '@h5/shared/ui/facts';
import { AmountField, FieldMessage } from '@h5/shared/ui/form';
import { KeyFigures } from '../../common/ProductCard';
import { displayMoney, percentText } from '../../common/rates';
import { dividendTime, termsOf } from './figures';
import { checkPurchase, type PurchaseValues } from './purchase';
import '../../common/pages.css';
import './pages.css';

/** The price of leaving early, day by day: a slider over the cycle and what redeeming after that day returns. */
export function ExitPreview({ product, amount }: { product: TrustProduct; amount: string }) {
  const { t } = useTranslation('wealth');
  const table = trustExitTable(amount, termsOf(product), product.decimals);
  const [day, setDay] = useState(1);
  const row = table[Math.min(day, table.length) - 1];
  const money = (value: string) => displayMoney(value, product.currency);
  if (!row) return null;
  return (
    <section className="h5-card wl-fin-card wl-exit" aria-label={t('trust.exit.title')}>
      <h2 className="h5-title">{t('trust.exit.title')}</h2>
      <label className="wl-exit__label" htmlFor="wl-exit-day">
        {t('trust.exit.after', { count: row.day, cycle: product.cycle_days })}
      </label>
      <input
        id="wl-exit-day"
        className="wl-exit__slider"
        type="range"
        min={1}
        max={product.cycle_days}
        value={row.day}
        onChange={(event) => setDay(Number(event.target.value))}
      />
      <FactList
        items={[
          { label: t('trust.exit.penalty'), value: money(row.penalty) },
          { label: t('trust.exit.refund'), value: money(row.refund) },
          { label: t('trust.exit.kept'), value: money(row.income) },
          { label: t('trust.exit.total'), value: money(row.total) },
        ]}
      />
      <p className="wl-fin-note">{t('trust.exit.note')}</p>
    </section>
  );
}

function BuyForm({ product, config }: { product: TrustProduct; config: TrustConfig }) {
  const { t } = useTranslation('wealth');
  const navigate = useNavigate();
  // Back from a transfer this page sent the user to: the amount and the agreement as they were.
  const [search] = useSearchParams();
  const balance = useCall(contract.wallet.detail, { account: 'trust', currency_id: product.currency_id });
  const available = balance.data?.available;
  const { values, errors, busy, set, submit } = useForm({
    initial: (): PurchaseValues => ({ amount: typedAmount(search.get('amount') ?? '', product.decimals), agree: search.get('agree') === '1' }),
    check: (v: PurchaseValues) => checkPurchase(product, v, available),
    send: (request) => call(contract.trust.buy, request, { loading: true }),
    done: t('trust.buy.done'),
    onDone: (order) => navigate(pathOf('trustOrders', { id: order.id }), { replace: true }),
  });
  const money = (value: string) => displayMoney(value, product.currency);
  const valid = checkPurchase(product, { ...values, agree: true }, undefined).ok;
  const quote = trustQuote(valid ? values.amount : product.min_amount, termsOf(product), product.decimals, config.now);
  const short = isShort(values.amount, available);
  const left = subDecimal(product.total_quota, product.sold);
  // A product to be opened: its terms can be read now, buying waits for its opening.
  const opening = product.opens_at ? t('product.opensAt', { time: formatDateTime(product.opens_at) }) : t('product.soon');

  return (
    <form
      className="wl-buy"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className="h5-card wl-fin-card">
        <h2 className="h5-title">{product.name}</h2>
        <KeyFigures
          items={[
            { label: t('product.dailyYield'), value: percentText(product.daily_rate), accent: 'primary' },
            { label: t('product.apr'), value: percentText(annualRate(product.daily_rate)) },
            { label: t('product.cycle'), value: t('product.days', { count: product.cycle_days }) },
          ]}
        />
        <p className="wl-fin-note">{t('product.aprNote')}</p>
        <FactList
          items={[
            { label: t('trust.totalYield'), value: percentText(product.total_rate) },
            { label: t('trustCard.range'), value: `${displayMoney(product.min_amount, product.currency)} – ${money(product.max_amount)}` },
            { label: t('trust.buy.userQuota'), value: money(product.user_quota) },
            { label: t('trust.buy.left'), value: money(left) },
            { label: t('trust.buy.dividendTime'), value: dividendTime(product.dividend_minute) },
            { label: t('trust.buy.penaltyRatio'), value: t('trust.buy.perDay', { rate: percentText(product.penalty_ratio) }) },
          ]}
        />
      </section>

      <section className="h5-card wl-fin-card">
        <AmountField
          id="wl-buy-amount"
          label={t('trust.buy.amount')}
          value={values.amount}
          onChange={set('amount')}
          decimals={product.decimals}
          unit={product.currency}
          placeholder={t('trust.buy.placeholder', { min: money(product.min_amount) })}
          error={errors.amount}
          balance={{ available, currency: product.currency, max: available === undefined ? undefined : minDecimal(available, product.max_amount) }}
          balanceAction={
            short && (
              <TransferInLink
                to="trust"
                amount={values.amount}
                available={available}
                back={pathOf('trustBuy', { id: product.id, amount: values.amount, agree: values.agree ? 1 : 0 })}
                label={t('trust.buy.transfer')}
              />
            )
          }
        />
        <FactList
          items={[
            { label: t('trust.buy.daily'), value: valid ? money(quote.daily) : PLACEHOLDER },
            { label: t('trust.buy.total'), value: valid ? money(quote.total) : PLACEHOLDER },
            { label: t('trust.buy.valueAt'), value: formatDateTime(quote.valueAt) },
            { label: t('trust.buy.maturity'), value: formatDateTime(quote.maturesAt) },
          ]}
        />
      </section>

      <ExitPreview product={product} amount={valid ? values.amount : product.min_amount} />

      <Checkbox className="wl-agree" checked={values.agree} onChange={(checked) => set('agree')(checked)}>
        {t('trust.buy.agree')}
      </Checkbox>
      <FieldMessage message={errors.agree} />
      <Button className="wl-buy__submit" type="submit" color="primary" block loading={busy} disabled={product.status !== 'open'}>
        {product.status === 'open' ? t('trust.buy.submit') : product.status === 'soon' ? opening : t('trust.soldOut')}
      </Button>
    </form>
  );
}

/** finance/buyPage?id=: a product's terms, the amount with what it earns and when, the price of leaving early, and Buy. */
export default function BuyPage() {
  const { t } = useTranslation('wealth');
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const products = useCall(contract.trust.products);
  const config = useCall(contract.trust.config);
  return (
    <PageFrame title={t('page.trustBuy', { ns: 'common' })}>
      <Loaded load={products} isEmpty={(items) => !items.some((product) => product.id === id)} emptyText={t('trust.unknown')} failedText={t('list.failed')}>
        {(items) => (
          <Loaded load={config}>{(now) => <BuyForm product={items.find((product) => product.id === id) as TrustProduct} config={now} />}</Loaded>
        )}
      </Loaded>
    </PageFrame>
  );
}
