import { normal, type Random } from './random';
import { exp, log, max, round, sqrt } from './math';

/** How fast a price is pulled back towards its trend: a little, over weeks. */
const REVERSION_PER_DAY = 1 / 45;

/**
 * A mean-reverting random walk of the log price around `anchor` (an Ornstein-Uhlenbeck
 * process, stepped exactly for any time step). It is time-symmetric, so the same steps walk
 * history backwards from today's price.
 */
export class PriceWalk {
  private offset = 0;

  constructor(
    private readonly anchor: number,
    private readonly dailyVolatility: number,
    private readonly random: Random,
  ) {}

  step(days: number): void {
    const decay = exp(-REVERSION_PER_DAY * days);
    const spread = this.dailyVolatility * sqrt((1 - decay * decay) / (2 * REVERSION_PER_DAY));
    this.offset = this.offset * decay + spread * normal(this.random);
  }

  /** Puts the walk at `price` (ticks): the next steps go on from there. */
  moveTo(price: number): void {
    this.offset = log(max(1, price) / this.anchor);
  }

  /** The price in ticks, `trend` (log) added; never below one tick. */
  price(trend = 0): number {
    return max(1, round(this.anchor * exp(this.offset + trend)));
  }
}
