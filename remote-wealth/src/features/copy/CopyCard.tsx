import type { CopyProduct } from '@h5/shared/contract';
import { groupThousands, ratePercent } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { displayMoney, percent } from '../../common/rates';
import { CardHead, Figure, KeyFigures, ProductAction, ProductCard } from '../../common/ProductCard';
import { TraderAvatar } from './TraderAvatar';

/** One trader to follow: record, rate, cycle and minimum, and Follow. */
export function CopyCard({ product, onFollow }: { product: CopyProduct; onFollow: (id: number) => void }) {
  const { t } = useTranslation('wealth');
  const { followers } = product;
  return (
    <ProductCard>
      <CardHead
        leading={<TraderAvatar name={product.trader} />}
        title={product.trader}
        subtitle={t('copy.followers', { count: followers, n: groupThousands(String(followers)) })}
        aside={<Figure label={t('copy.winRate')} value={`${percent(product.win_rate)}%`} accent="up" />}
      />
      <KeyFigures
        items={[
          { label: t('product.dailyYield'), value: `${ratePercent(product.daily_rate)}%`, accent: 'primary' },
          { label: t('product.cycle'), value: t('product.days', { count: product.cycle_days }) },
          { label: t('product.minAmount'), value: displayMoney(product.min_amount, product.currency) },
        ]}
      />
      <ProductAction open={product.status === 'open'} label={t('copy.follow')} onPress={() => onFollow(product.id)} />
    </ProductCard>
  );
}
