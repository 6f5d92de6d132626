/** How the copy pages show a lead's and a follow's figures (the maths is the kernel's, `@h5/shared/money`). */
import type { CopyLead, CopyPerformance, CopyWindow, Decimal } from '@h5/shared/contract';
import { PLACEHOLDER, formatAmount, formatLimit, formatPercent, formatSignedAmount, trendOf, withCurrency } from '@h5/shared/format';
import { percent } from '../../common/rates';

/** The windows a lead's record is read over, as the leads call and the tabs take them. */
export const WINDOWS = ['7', '30', '90'] as const;
export type WindowKey = (typeof WINDOWS)[number];
export const DEFAULT_WINDOW: WindowKey = '30';

/** A lead's record over `days` (the list sends all three windows). */
export const performanceOf = (lead: Pick<CopyLead, 'performance'>, days: WindowKey): CopyPerformance | undefined =>
  lead.performance.find((record) => record.days === (Number(days) as CopyWindow));

/** A held or moved amount at the currency's places, kept with its code ("1,000.000000 USDT"). */
export const money = (value: Decimal | null | undefined, currency: string, decimals: number): string =>
  value === null || value === undefined ? PLACEHOLDER : withCurrency(formatAmount(value, decimals), currency);

/** A profit or loss with its sign ("+12.500000 USDT"). */
export const signedMoney = (value: Decimal | null | undefined, currency: string, decimals: number): string =>
  value === null || value === undefined ? PLACEHOLDER : withCurrency(formatSignedAmount(value, decimals), currency);

/** A limit (a minimum, a maximum), trimmed ("100 USDT"). */
export const limit = (value: Decimal, currency: string, decimals: number): string => withCurrency(formatLimit(value, decimals), currency);

/** A return the server sends in percent, signed ("+12.34%"); the placeholder when there is none. */
export const returnText = (value: Decimal | null | undefined): string => formatPercent(value ?? null);

/** A figure the server sends in percent, unsigned (a drawdown, a win rate). */
export const percentFigure = (value: Decimal | null | undefined): string => (value === null || value === undefined ? PLACEHOLDER : `${percent(value)}%`);

/** Green for a gain, red for a loss, nothing for none. */
export const toneOf = (value: Decimal | null | undefined): 'up' | 'down' | undefined => {
  const trend = trendOf(value ?? null);
  return trend === 'flat' ? undefined : trend;
};

/** A copy ratio as chosen ("0.5×", "2×"). */
export const ratioText = (ratio: Decimal): string => `${formatLimit(ratio, 2)}×`;
