/** A simulated trading pair: where its price starts and how it moves. */
export interface PairSpec {
  base: string;
  /** The base coin's name when the kernel's list does not know it (a coin listed by the launchpad). */
  name?: string;
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
  /** When the platform listed the pair (ms since the epoch): home's new-listings tab sorts by it. */
  listedAt: number;
  /** A coin first traded here (the launchpad's): no candles before `listedAt`, its first price the issue price. */
  historyFromListing?: boolean;
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
  listed: string,
): PairSpec => ({ base, quote: 'USDT', start, priceDecimals, amountDecimals, dailyVolatility, dailyVolume, growthPerYear, listedAt: Date.parse(listed) });

export const PAIRS: readonly PairSpec[] = [
  usdt('BTC', '95000.00', 2, 6, 0.03, 25_000, 0.35, '2019-06-03T08:00:00Z'),
  usdt('ETH', '3400.00', 2, 5, 0.04, 350_000, 0.3, '2019-06-03T08:00:00Z'),
  usdt('BNB', '650.00', 2, 4, 0.035, 900_000, 0.3, '2020-02-17T08:00:00Z'),
  usdt('SOL', '180.000', 3, 3, 0.055, 3_000_000, 0.4, '2021-03-22T08:00:00Z'),
  usdt('XRP', '2.3000', 4, 1, 0.05, 1_200_000_000, 0.15, '2019-09-09T08:00:00Z'),
  usdt('DOGE', '0.38000', 5, 0, 0.065, 6_000_000_000, 0.25, '2021-01-28T08:00:00Z'),
  usdt('ADA', '0.9000', 4, 1, 0.055, 800_000_000, 0.15, '2020-05-11T08:00:00Z'),
  usdt('TRX', '0.25000', 5, 0, 0.03, 2_000_000_000, 0.15, '2019-11-04T08:00:00Z'),
  usdt('LTC', '100.00', 2, 3, 0.045, 1_500_000, 0.05, '2019-06-03T08:00:00Z'),
  usdt('DOT', '7.000', 3, 2, 0.05, 12_000_000, 0.05, '2021-08-19T08:00:00Z'),
  usdt('LINK', '22.500', 3, 2, 0.05, 15_000_000, 0.2, '2020-08-06T08:00:00Z'),
  usdt('AVAX', '38.000', 3, 2, 0.06, 9_000_000, 0.2, '2021-09-30T08:00:00Z'),
];
