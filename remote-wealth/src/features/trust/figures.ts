/** How the finance pages show a product's and an order's figures (the maths is the kernel's). */
import type { TrustProduct } from '@h5/shared/contract';

/** "08:00 UTC": the products' dividend time. */
export const dividendTime = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')} UTC`;

/** The product's purchase terms as the kernel's formulas take them. */
export const termsOf = (product: Pick<TrustProduct, 'daily_rate' | 'penalty_ratio' | 'cycle_days' | 'dividend_minute'>) => ({
  daily_rate: product.daily_rate,
  penalty_ratio: product.penalty_ratio,
  cycle_days: product.cycle_days,
  dividend_minute: product.dividend_minute,
});
