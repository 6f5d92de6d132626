/**
 * The spot form shows the kernel's figures for whatever is typed: for thousands of drafts on a
 * pair's grid, its estimate is `spotAmounts` digit for digit, the function the server charges
 * with (server/test/shown-equals-charged.test.ts holds the server to it).
 */
import fc from 'fast-check';
import { compareDecimal, formatUnits, spotAmounts, spotBuyByTotal } from '@h5/shared/money';
import { estimateSpot, type SpotPair } from './spotForm';

const grid = fc.record({ priceDecimals: fc.integer({ min: 0, max: 6 }), amountDecimals: fc.integer({ min: 0, max: 8 }), quoteDecimals: fc.integer({ min: 2, max: 8 }) });

it('shows, before submit, the amount, fee and total the server charges', () => {
  fc.assert(
    fc.property(
      grid.chain((places) =>
        fc.record({
          places: fc.constant(places),
          side: fc.constantFrom('buy' as const, 'sell' as const),
          price: fc.integer({ min: 1, max: 10 ** 12 }).map((units) => formatUnits(units, places.priceDecimals)),
          quantity: fc.integer({ min: 1, max: 10 ** 12 }).map((units) => formatUnits(units, places.amountDecimals)),
          feeRate: fc.constantFrom('0.001', '0.0005', '0', '0.002'),
        }),
      ),
      ({ places, side, price, quantity, feeRate }) => {
        const pair: SpotPair = { symbol: 'X/USDT', base: 'X', quote: 'USDT', livePrice: price, ...places, feeRate };
        const charged = spotAmounts(side, price, quantity, feeRate, places.quoteDecimals);
        expect(estimateSpot({ side, type: 'limit', price, quantity, by: 'quantity', total: '' }, pair)).toEqual({ price, amount: charged.amount, fee: charged.fee, total: charged.quoteTotal, quantity });
      },
    ),
    { numRuns: 3000 },
  );
});

it('shows, for a market buy by total, the quantity and charge the server fills it with, never above the total', () => {
  fc.assert(
    fc.property(
      grid.chain((places) =>
        fc.record({
          places: fc.constant(places),
          live: fc.integer({ min: 1, max: 10 ** 10 }).map((units) => formatUnits(units, places.priceDecimals)),
          total: fc.integer({ min: 1, max: 10 ** 12 }).map((units) => formatUnits(units, places.quoteDecimals)),
          feeRate: fc.constantFrom('0.001', '0.0005', '0', '0.002'),
        }),
      ),
      ({ places, live, total, feeRate }) => {
        const pair: SpotPair = { symbol: 'X/USDT', base: 'X', quote: 'USDT', livePrice: live, ...places, feeRate };
        const charged = spotBuyByTotal(total, live, feeRate, places.amountDecimals, places.quoteDecimals);
        const shown = estimateSpot({ side: 'buy', type: 'market', price: '', quantity: '', by: 'total', total }, pair);
        expect(shown).toEqual({ price: live, quantity: charged.quantity, amount: charged.amount, fee: charged.fee, total: charged.quoteTotal });
        expect(compareDecimal(charged.quoteTotal, total)).toBeLessThanOrEqual(0);
      },
    ),
    { numRuns: 2000 },
  );
});
