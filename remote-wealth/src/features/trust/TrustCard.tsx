import type { TrustProduct } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { displayAmount, displayMoney } from '../../common/rates';
import { CardHead, KeyFigures, ProductAction, ProductCard } from '../../common/ProductCard';
import { FactList } from '@h5/shared/ui/facts';
import { annualRate, earningsOf } from '@h5/shared/money';
import { PLACEHOLDER, ratePercent } from '@h5/shared/format';

/** One managed product: its rate, cycle and limits, what the minimum earns, and Buy. */
export function TrustCard({ product, onBuy }: { product: TrustProduct; onBuy: (id: number) => void }) {
  const { t } = useTranslation('wealth');
  const { currency } = product;
  const money = (value: string) => displayMoney(value, currency);
  const earnings = earningsOf(product.min_amount, product.daily_rate, product.cycle_days);
  return (
    <ProductCard>
      <CardHead title={product.name} subtitle={currency} />
      <KeyFigures
        items={[
          { label: t('product.dailyYield'), value: `${ratePercent(product.daily_rate)}%`, accent: 'primary' },
          { label: t('product.apr'), value: `${ratePercent(annualRate(product.daily_rate))}%` },
          { label: t('product.cycle'), value: t('product.days', { count: product.cycle_days }) },
        ]}
      />
      <FactList
        items={[
          { label: t('trustCard.range'), value: `${displayAmount(product.min_amount)} – ${money(product.max_amount)}` },
          {
            label: t('trustCard.totalOn', { amount: money(product.min_amount), count: product.cycle_days }),
            value: earnings ? money(earnings.total) : PLACEHOLDER,
          },
        ]}
      />
      <ProductAction open={product.status === 'open'} label={t('trustCard.buy')} opensAt={product.status === 'soon' ? product.opens_at : null} onPress={() => onBuy(product.id)} />
    </ProductCard>
  );
}
