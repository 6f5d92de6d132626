/**
 * The contract form shows the kernel's figures for whatever is typed: for thousands of drafts,
 * `contractFigures` is `positionValue` / `marginOf` / `feeOf` / `liquidationPrice` digit for digit,
 * the functions the server charges and liquidates with (server/test/shown-equals-charged.test.ts
 * holds the server to them).
 */
import fc from 'fast-check';
import { BASE_CURRENCY_DECIMALS } from '@h5/shared/constants';
import type { ContractsConfig } from '@h5/shared/contract';
import { addDecimal, feeOf, formatUnits, liquidationPrice, marginOf, positionValue } from '@h5/shared/money';
import { contractFigures } from './contractForm';

it('shows, before submit, the margin and fee the server charges', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 5 }).chain((priceDecimals) =>
        fc.record({
          priceDecimals: fc.constant(priceDecimals),
          price: fc.integer({ min: 1, max: 10 ** 10 }).map((units) => formatUnits(units, priceDecimals)),
          lots: fc.integer({ min: 1, max: 100_000 }),
          multiple: fc.constantFrom(5, 10, 20, 50, 100),
          contractSize: fc.constantFrom('0.01', '0.1', '1', '10', '100', '1000'),
          feeRate: fc.constantFrom('0.0005', '0.001', '0'),
          side: fc.constantFrom('long' as const, 'short' as const),
        }),
      ),
      ({ priceDecimals, price, lots, multiple, contractSize, feeRate, side }) => {
        const config: ContractsConfig = { symbol: 'X/USDT', multiples: [5, 10, 20, 50, 100], contract_size: contractSize, fee_rate: feeRate, maintenance_rate: '0.005', balance: '0' };
        const draft = { side, type: 'market' as const, price: '', lots: String(lots), multiple, take_profit: '', stop_loss: '' };
        const terms = { side, lots, contractSize, multiple, feeRate, maintenanceRate: config.maintenance_rate };
        const margin = marginOf(terms, price, BASE_CURRENCY_DECIMALS);
        const fee = feeOf(terms, price, BASE_CURRENCY_DECIMALS);
        expect(contractFigures(draft, config, price, priceDecimals)).toEqual({
          price,
          value: positionValue(terms, price),
          margin,
          fee,
          cost: addDecimal(margin, fee),
          liquidation: liquidationPrice(terms, price, margin, priceDecimals),
        });
      },
    ),
    { numRuns: 3000 },
  );
});
