/** A simulated trading pair: where its price starts and how it moves. */
export interface PairSpec {
  base: string;
  quote: string;
  /** Today's price, as a decimal with `priceDecimals` places at most. */
  start: string;
  priceDecimals: number;
  amountDecimals: number;
  /** Standard deviation of one day's log return. */
  dailyVolatility: number;
  /** Average base amount traded a day. */
  dailyVolume: number;
  /** Long-run growth per year, so years-old candles sit lower than today's. */
  growthPerYear: number;
}

export const symbolOf = (pair: Pick<PairSpec, 'base' | 'quote'>): string => `${pair.base}/${pair.quote}`;

const usdt = (
  base: string,
  start: string,
  priceDecimals: number,
  amountDecimals: number,
  dailyVolatility: number,
  dailyVolume: number,
  growthPerYear: number,
): PairSpec => ({ base, quote: 'USDT', start, priceDecimals, amountDecimals, dailyVolatility, dailyVolume, growthPerYear });

export const PAIRS: readonly PairSpec[] = [
  usdt('BTC', '95000.00', 2, 6, 0.03, 25_000, 0.35),
  usdt('ETH', '3400.00', 2, 5, 0.04, 350_000, 0.3),
  usdt('BNB', '650.00', 2, 4, 0.035, 900_000, 0.3),
  usdt('SOL', '180.000', 3, 3, 0.055, 3_000_000, 0.4),
  usdt('XRP', '2.3000', 4, 1, 0.05, 1_200_000_000, 0.15),
  usdt('DOGE', '0.38000', 5, 0, 0.065, 6_000_000_000, 0.25),
  usdt('ADA', '0.9000', 4, 1, 0.055, 800_000_000, 0.15),
  usdt('TRX', '0.25000', 5, 0, 0.03, 2_000_000_000, 0.15),
  usdt('LTC', '100.00', 2, 3, 0.045, 1_500_000, 0.05),
  usdt('DOT', '7.000', 3, 2, 0.05, 12_000_000, 0.05),
  usdt('LINK', '22.500', 3, 2, 0.05, 15_000_000, 0.2),
  usdt('AVAX', '38.000', 3, 2, 0.06, 9_000_000, 0.2),
];
