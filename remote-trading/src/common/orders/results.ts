/**
 * What a result sheet says: after a submit, what the order did at once (filled at the tick, or
 * waiting at its price), and at an option's delivery, how it ended. Figures at the pair's price
 * places and the currency's amount places, as the orders list shows them.
 */
import type { AccountEventData, OptionPlaced, PositionPlaced, SpotPlaced } from '@h5/shared/contract';
import { PLACEHOLDER, formatAmount, formatDateTime, formatSignedAmount } from '@h5/shared/format';
import { subDecimal } from '@h5/shared/money';

type T = (key: string, options?: Record<string, unknown>) => string;

export interface Places {
  /** The pair's price places. */
  price: number;
  /** The pair's quantity places. */
  amount: number;
  /** The quote (or paying) currency's places. */
  money: number;
}

export type Tone = 'up' | 'down' | 'neutral';

export interface ResultView {
  title: string;
  subtitle?: string;
  tone: Tone;
  rows: ReadonlyArray<readonly [label: string, value: string]>;
}

export type OrderResult =
  | { kind: 'spot'; placed: SpotPlaced }
  | { kind: 'position'; placed: PositionPlaced }
  | { kind: 'option'; placed: OptionPlaced }
  | { kind: 'delivered'; ref: number; delivered: AccountEventData['option.delivered'] };

const sideTone = (side: string): Tone => (side === 'buy' || side === 'long' || side === 'call' ? 'up' : 'down');

export function resultView(result: OrderResult, t: T, places: Places): ResultView {
  const price = (value: string) => formatAmount(value, places.price);
  // Money at its currency's places, signed where it is a change: as the cards and the history show it.
  const money = (value: string, currency: string) => `${formatAmount(value, places.money)} ${currency}`;
  const side = (value: string) => t(`common:event.side.${value}`);
  switch (result.kind) {
    case 'spot': {
      const p = result.placed;
      const [base = '', quote = ''] = p.symbol.split('/');
      const filled = p.status === 'completed';
      return {
        title: t(filled ? 'result.filled' : 'result.waiting'),
        ...(filled ? {} : { subtitle: t('result.waitingAt', { price: `${price(p.price)} ${quote}` }) }),
        tone: sideTone(p.side),
        rows: [
          [t('result.order'), `${side(p.side)} ${p.symbol}`],
          [t(filled ? 'result.fillPrice' : 'result.price'), `${price(p.price)} ${quote}`],
          [t('result.quantity'), `${formatAmount(p.quantity, places.amount)} ${base}`],
          [t('result.amount'), money(p.amount, quote)],
          [t('result.fee'), money(p.fee, p.fee_currency)],
          ...(p.tick_time === null ? [] : [[t('result.tickTime'), formatDateTime(p.tick_time)] as const]),
        ],
      };
    }
    case 'position': {
      const p = result.placed;
      const [, quote = ''] = p.symbol.split('/');
      const holding = p.status === 'holding';
      return {
        title: t(holding ? 'result.opened' : 'result.positionWaiting'),
        ...(holding ? {} : { subtitle: t('result.opensAt', { price: `${price(p.price)} ${quote}` }) }),
        tone: sideTone(p.side),
        rows: [
          [t('result.order'), `${side(p.side)} ${p.symbol} ${p.multiple}x`],
          [t(holding ? 'result.openPrice' : 'result.price'), `${price(p.price)} ${quote}`],
          [t('contracts.lots'), t('common:units.lots', { count: p.lots })],
          [t('result.margin'), money(p.margin, quote)],
          [t('result.fee'), money(p.fee, quote)],
          [t('result.liquidation'), p.liquidation_price === null ? PLACEHOLDER : `${price(p.liquidation_price)} ${quote}`],
          ...(p.tick_time === null ? [] : [[t('result.tickTime'), formatDateTime(p.tick_time)] as const]),
        ],
      };
    }
    case 'option': {
      const p = result.placed;
      return {
        title: t('result.optionBought'),
        subtitle: t('result.deliversAt', { time: formatDateTime(p.delivers_at) }),
        tone: sideTone(p.direction),
        rows: [
          [t('result.order'), `${side(p.direction)} ${p.symbol}`],
          [t('result.purchasePrice'), price(p.purchase_price)],
          [t('result.stake'), money(p.amount, p.currency)],
          [t('result.tickTime'), formatDateTime(p.tick_time)],
        ],
      };
    }
    case 'delivered': {
      const d = result.delivered;
      return {
        title: t(`result.delivered.${d.outcome}`),
        subtitle: t('result.deliveredAt', { price: price(d.price), time: formatDateTime(d.tick_time) }),
        tone: d.outcome === 'win' ? 'up' : d.outcome === 'loss' ? 'down' : 'neutral',
        rows: [
          [t('result.order'), `${side(d.direction)} ${d.symbol}`],
          [t('result.purchasePrice'), price(d.purchase_price)],
          [t('result.deliveryPrice'), price(d.price)],
          [t('result.stake'), money(d.amount, d.currency)],
          [t('result.payout'), money(d.payout, d.currency)],
          [t('result.profit'), `${formatSignedAmount(subDecimal(d.payout, d.amount), places.money)} ${d.currency}`],
        ],
      };
    }
  }
}
