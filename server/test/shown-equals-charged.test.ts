/**
 * What a user is shown before submitting is what the server then charges, digit for digit.
 * fast-check draws orders on each pair's grid (prices at the pair's places, quantities at its
 * amount places, lots, multiples, stakes at the currency's places); for each, the figure the form
 * shows is reckoned exactly as the form reckons it (the kernel's formulas, with the inputs the
 * form has: the typed strings, the constants and the replies of the config calls), and compared
 * with what the real server wrote: balance moves, order rows, positions, payouts.
 * SHOWN_SEED=<n> replays a run's draws; SHOWN_RUNS=<n> scales how many run.
 */
import fc from 'fast-check';
import type { Balance, Currency, ContractsConfig, Position, OptionOrder, OptionTerm, Page, SpotOrder, Ticker } from '@h5/shared/contract';
import { BASE_CURRENCY_DECIMALS, SPOT_FEE_RATE } from '@h5/shared/constants';
import {
  addDecimal,
  compareDecimal,
  divideTo,
  expectedReturn,
  feeOf,
  formatUnits,
  liquidationPrice,
  marginOf,
  mulDecimal,
  negateDecimal,
  optionOutcome,
  payoutOf,
  plainDecimal,
  profitAndLoss,
  roundTo,
  spotAmounts,
  spotBuyByTotal,
  subDecimal,
  toUnits,
  type PositionSide,
  type SpotSide,
} from '@h5/shared/money';
import { deposit, member, ok, verifyBasic, type Member } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';
import { balanceOf, holdMarket, setPrice } from './support/trading';

const SEED = Number(process.env.SHOWN_SEED ?? 20_261_124);
const RUNS = Number(process.env.SHOWN_RUNS ?? 1);
const USDT = 3;
const runs = (n: number) => Math.max(1, Math.round(n * RUNS));
// Each property places dozens of orders (3-4 s alone). A timed-out one would keep setting prices
// under the next, so a slow machine gets room instead of a cascade of failures.
jest.setTimeout(120_000 * Math.max(1, RUNS));

/** A pair's grid as the forms know it: its places from the ticker, its base currency from the currency list. */
interface Grid {
  symbol: string;
  baseId: number;
  /** The price each test starts the pair at (its ticker's). */
  start: string;
  priceDecimals: number;
  amountDecimals: number;
}

/** `value` in whole units of its last of `places` places ("123.45", 2 -> 12345). */
const unitsOf = (value: string, places: number): number => toUnits(roundTo(value, places, 'floor'), places);
/** A price on the pair's grid between `low` and `high` per cent of its start price. */
const priceOn = (grid: Grid, low: number, high: number) => {
  const start = unitsOf(grid.start, grid.priceDecimals);
  return fc.integer({ min: Math.floor((start * low) / 100), max: Math.floor((start * high) / 100) }).map((units) => formatUnits(units, grid.priceDecimals));
};
/** A quantity on the pair's grid, from one unit of its last place up to about `usdt` worth. */
const quantityOn = (grid: Grid, usdt: string) => {
  const most = unitsOf(divideTo(usdt, grid.start, grid.amountDecimals, 'floor'), grid.amountDecimals);
  return fc.integer({ min: 1, max: Math.max(1, most) }).map((units) => formatUnits(units, grid.amountDecimals));
};

/** Every item of a paged listing, a hundred (the most a page holds) at a time. */
async function everyPage<T>(fetch: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { list } = await fetch(page);
    items.push(...list);
    if (list.length < 100) return items;
  }
}

const delta = (after: Balance, before: Balance) => ({
  available: subDecimal(after.available, before.available),
  frozen: subDecimal(after.frozen, before.frozen),
});

describe.each(databases)('shown equals charged on $name', (database) => {
  let server: TestServer;
  let grids: Grid[];
  let usdtDecimals: number;
  const counts: Record<string, number> = {};
  const count = (what: string) => {
    counts[what] = (counts[what] ?? 0) + 1;
  };

  beforeAll(async () => {
    server = await startServer(database);
    holdMarket(server);
    // What the forms read their places from: each pair's ticker and the currency list.
    const [tickers, currencies] = await Promise.all([
      ok(call<Ticker[]>(server, 'currency/quotation_new')),
      ok(call<Currency[]>(server, 'currency/user_currency_list')),
    ]);
    usdtDecimals = (currencies.find((currency) => currency.id === USDT) as Currency).decimals;
    grids = tickers.map((ticker) => ({
      symbol: ticker.symbol,
      baseId: (currencies.find((currency) => currency.code === ticker.base) as Currency).id,
      start: roundTo(ticker.price, ticker.price_decimals, 'floor'),
      priceDecimals: ticker.price_decimals,
      amountDecimals: ticker.amount_decimals,
    }));
    for (const grid of grids) await setPrice(server, grid.symbol, grid.start);
  });
  afterAll(async () => {
    console.log(`shown equals charged on ${database.name}, ${grids.length} pairs: ${Object.entries(counts).map(([what, n]) => `${n} ${what}`).join(', ')}`);
    await server.close();
  });
  const backToStart = async () => {
    for (const grid of grids) await setPrice(server, grid.symbol, grid.start);
  };

  const post = <T>(who: Member, path: string, body: Record<string, string | number>) => ok(call<T>(server, path, { body, token: who.token, lang: 'en' }));
  const usdtIn = (who: Member, account: 'coin' | 'contract' | 'option') => balanceOf(server, who, account, USDT);
  const pair = () => fc.constantFrom(...grids);

  /** A member with `usdt` in `account`, and (for spot) about `coinsWorth` USDT of every pair's base coin. */
  async function funded(usdt: string, account: 'coin' | 'contract' | 'option', coinsWorth = '0'): Promise<Member> {
    const who = await member(server);
    await deposit(server, who, usdt);
    if (coinsWorth !== '0') {
      for (const grid of grids) await deposit(server, who, divideTo(coinsWorth, grid.start, grid.amountDecimals, 'ceil'), grid.baseId);
    }
    if (account !== 'coin') await post(who, 'wallet/change', { from: 'coin', to: account, currency_id: USDT, amount: usdt });
    return who;
  }

  it('spot: a limit order holds, and is recorded with, the amount and fee the form shows', async () => {
    const who = await funded('5000000', 'coin', '80000');
    const placed: Array<{ id: number; fee: string }> = [];
    await fc.assert(
      fc.asyncProperty(
        pair().chain((grid) => fc.tuple(fc.constant(grid), fc.constantFrom<SpotSide>('buy', 'sell'), priceOn(grid, 50, 200), quantityOn(grid, '2000'))),
        async ([grid, side, price, quantity]) => {
          const shown = spotAmounts(side, price, quantity, SPOT_FEE_RATE, usdtDecimals);
          const heldIn = side === 'buy' ? USDT : grid.baseId;
          const before = await balanceOf(server, who, 'coin', heldIn);
          const { id } = await post<{ id: number }>(who, 'coin/trade', { symbol: grid.symbol, side, type: 'limit', price, quantity });
          // A buy holds amount + fee in USDT; a sell holds its coins.
          const held = side === 'buy' ? shown.quoteTotal : plainDecimal(quantity);
          expect(delta(await balanceOf(server, who, 'coin', heldIn), before)).toEqual({ available: negateDecimal(held), frozen: held });
          placed.push({ id, fee: shown.fee });
          count('spot limit orders');
        },
      ),
      { seed: SEED, numRuns: runs(400) },
    );
    const recorded = await everyPage((page) => ok(call<Page<SpotOrder>>(server, 'coin/list', { query: { status: 'waiting', limit: 100, page }, token: who.token })));
    const feeOfOrder = new Map(recorded.map((order) => [order.id, order.fee]));
    expect(placed.map(({ id }) => [id, feeOfOrder.get(id)])).toEqual(placed.map(({ id, fee }) => [id, fee]));
  });

  it('spot: a market order moves exactly the total the form shows at the live price', async () => {
    const who = await funded('5000000', 'coin', '80000');
    await fc.assert(
      fc.asyncProperty(
        pair().chain((grid) =>
          fc.tuple(fc.constant(grid), priceOn(grid, 80, 125), fc.array(fc.tuple(fc.constantFrom<SpotSide>('buy', 'sell'), quantityOn(grid, '2000')), { minLength: 1, maxLength: 6 })),
        ),
        async ([grid, live, orders]) => {
          await setPrice(server, grid.symbol, live);
          for (const [side, quantity] of orders) {
            const shown = spotAmounts(side, live, quantity, SPOT_FEE_RATE, usdtDecimals);
            const [usdtBefore, coinBefore] = [await usdtIn(who, 'coin'), await balanceOf(server, who, 'coin', grid.baseId)];
            await post(who, 'coin/trade', { symbol: grid.symbol, side, type: 'market', quantity });
            const usdtMoved = delta(await usdtIn(who, 'coin'), usdtBefore);
            const coinMoved = delta(await balanceOf(server, who, 'coin', grid.baseId), coinBefore);
            expect(usdtMoved).toEqual({ available: side === 'buy' ? negateDecimal(shown.quoteTotal) : shown.quoteTotal, frozen: '0' });
            expect(coinMoved).toEqual({ available: plainDecimal(side === 'buy' ? quantity : negateDecimal(quantity)), frozen: '0' });
            count('spot market orders');
          }
        },
      ),
      { seed: SEED, numRuns: runs(40) },
    );
    await backToStart();
  });

  it('spot: a market buy by total takes exactly the quantity, and charges exactly the total, the form shows', async () => {
    const who = await funded('5000000', 'coin');
    await fc.assert(
      fc.asyncProperty(
        pair().chain((grid) =>
          fc.tuple(
            fc.constant(grid),
            priceOn(grid, 80, 125),
            // Totals at USDT's places, from a cent to 2000 USDT.
            fc.array(fc.integer({ min: 10 ** (usdtDecimals - 2), max: 2000 * 10 ** usdtDecimals }).map((units) => formatUnits(units, usdtDecimals)), { minLength: 1, maxLength: 4 }),
          ),
        ),
        async ([grid, live, totals]) => {
          await setPrice(server, grid.symbol, live);
          for (const total of totals) {
            // The form: the kernel's by-total formula at the live price, with the pair's and USDT's places.
            const shown = spotBuyByTotal(total, live, SPOT_FEE_RATE, grid.amountDecimals, usdtDecimals);
            const [usdtBefore, coinBefore] = [await usdtIn(who, 'coin'), await balanceOf(server, who, 'coin', grid.baseId)];
            const placed = await call<{ id: number }>(server, 'coin/trade', { body: { symbol: grid.symbol, side: 'buy', type: 'market', total }, token: who.token, lang: 'en' });
            if (compareDecimal(shown.quantity, '0') === 0) {
              // Too small to buy one unit: refused, nothing moves.
              expect(placed.body.code).toBe(0);
              expect(delta(await usdtIn(who, 'coin'), usdtBefore)).toEqual({ available: '0', frozen: '0' });
              count('spot buys by total refused as too small');
              continue;
            }
            expect(placed.body.code).toBe(1);
            expect(compareDecimal(shown.quoteTotal, total)).toBeLessThanOrEqual(0);
            expect(delta(await usdtIn(who, 'coin'), usdtBefore)).toEqual({ available: negateDecimal(shown.quoteTotal), frozen: '0' });
            expect(delta(await balanceOf(server, who, 'coin', grid.baseId), coinBefore)).toEqual({ available: plainDecimal(shown.quantity), frozen: '0' });
            count('spot market buys by total');
          }
        },
      ),
      { seed: SEED, numRuns: runs(40) },
    );
    await backToStart();
  });

  it('contracts: a limit position holds the margin and fee the form shows, with the liquidation price of the formula', async () => {
    const who = await funded('20000000', 'contract');
    const configs = new Map<string, ContractsConfig>();
    for (const grid of grids) configs.set(grid.symbol, await post<ContractsConfig>(who, 'lever/deal', { symbol: grid.symbol }));
    const drawn: Array<{ id: number; margin: string; fee: string; liquidation: string | null }> = [];
    await fc.assert(
      fc.asyncProperty(
        pair().chain((grid) => {
          const config = configs.get(grid.symbol) as ContractsConfig;
          const most = Number(divideTo('50000', mulDecimal(config.contract_size, grid.start), 0, 'floor'));
          return fc.tuple(fc.constant(grid), fc.constantFrom<PositionSide>('long', 'short'), fc.integer({ min: 1, max: Math.max(1, most) }), fc.constantFrom(...config.multiples), priceOn(grid, 50, 200));
        }),
        async ([grid, side, lots, multiple, price]) => {
          const config = configs.get(grid.symbol) as ContractsConfig;
          // The form: margin and fee at the typed price, as contractFigures reckons them.
          const terms = { side, lots: String(lots), contractSize: config.contract_size, multiple, feeRate: config.fee_rate, maintenanceRate: config.maintenance_rate };
          const margin = marginOf(terms, price, BASE_CURRENCY_DECIMALS);
          const fee = feeOf(terms, price, BASE_CURRENCY_DECIMALS);
          const before = await usdtIn(who, 'contract');
          const { id } = await post<{ id: number }>(who, 'lever/submit', { symbol: grid.symbol, side, type: 'limit', price, lots, multiple });
          const held = addDecimal(margin, fee);
          expect(delta(await usdtIn(who, 'contract'), before)).toEqual({ available: negateDecimal(held), frozen: held });
          drawn.push({ id, margin, fee, liquidation: liquidationPrice(terms, price, margin, grid.priceDecimals) });
          count('contract limit positions');
        },
      ),
      { seed: SEED, numRuns: runs(300) },
    );
    const recorded = await everyPage((page) => post<Page<Position>>(who, 'lever/my_trade', { status: 'waiting', limit: 100, page }));
    const byId = new Map(recorded.map((position) => [position.id, position]));
    expect(drawn.map(({ id }) => ({ id, margin: byId.get(id)?.margin, fee: byId.get(id)?.fee, liquidation: byId.get(id)?.liquidation_price ?? null }))).toEqual(drawn);
  });

  it('contracts: closing by hand pays margin + the P/L the position card shows, never below zero', async () => {
    const who = await funded('20000000', 'contract');
    const configs = new Map<string, ContractsConfig>();
    for (const grid of grids) configs.set(grid.symbol, await post<ContractsConfig>(who, 'lever/deal', { symbol: grid.symbol }));
    await fc.assert(
      fc.asyncProperty(
        pair().chain((grid) => {
          const config = configs.get(grid.symbol) as ContractsConfig;
          const most = Number(divideTo('50000', mulDecimal(config.contract_size, grid.start), 0, 'floor'));
          return fc.tuple(
            fc.constant(grid),
            fc.constantFrom<PositionSide>('long', 'short'),
            fc.integer({ min: 1, max: Math.max(1, most) }),
            fc.constantFrom(...config.multiples),
            priceOn(grid, 90, 110),
            priceOn(grid, 85, 115),
          );
        }),
        async ([grid, side, lots, multiple, open, exit]) => {
          const config = configs.get(grid.symbol) as ContractsConfig;
          await setPrice(server, grid.symbol, open);
          const { id } = await post<{ id: number }>(who, 'lever/submit', { symbol: grid.symbol, side, type: 'market', lots, multiple });
          const holding = await post<Page<Position>>(who, 'lever/my_trade', { status: 'holding' });
          const opened = holding.list.find((position) => position.id === id) as Position;
          // Past its liquidation price the tick, not the hand, would close it: that is the settlement tests' part.
          const beyond = opened.liquidation_price !== null && compareDecimal(exit, opened.liquidation_price) * (side === 'long' ? 1 : -1) <= 0;
          await setPrice(server, grid.symbol, beyond ? open : exit);
          const closeAt = beyond ? open : exit;
          // The card's live P/L at that price, and the payout it implies.
          const shownProfit = profitAndLoss({ side, lots, contractSize: config.contract_size }, opened.price, closeAt);
          const before = await usdtIn(who, 'contract');
          await post(who, 'lever/close', { id });
          const closed = (await post<Page<Position>>(who, 'lever/my_trade', { status: 'closed' })).list.find((position) => position.id === id) as Position;
          expect(closed.profit).toBe(shownProfit);
          const payout = payoutOf(opened.margin, shownProfit, BASE_CURRENCY_DECIMALS);
          expect(delta(await usdtIn(who, 'contract'), before)).toEqual({ available: payout, frozen: negateDecimal(opened.margin) });
          count('contract positions closed by hand');
        },
      ),
      { seed: SEED, numRuns: runs(60) },
    );
    await backToStart();
  });

  it('options: a win pays exactly the expected return the form shows, a loss nothing, a flat price the stake', async () => {
    const who = await funded('90000000', 'option');
    await verifyBasic(server, who);
    const terms = await ok(call<OptionTerm[]>(server, 'microtrade/seconds'));
    await fc.assert(
      fc.asyncProperty(
        pair().chain((grid) =>
          fc.tuple(
            fc.constant(grid),
            fc.constantFrom(...terms),
            fc.constantFrom<'call' | 'put'>('call', 'put'),
            fc.integer({ min: 100 * 10 ** usdtDecimals, max: 100_000 * 10 ** usdtDecimals }).map((units) => formatUnits(units, usdtDecimals)),
            priceOn(grid, 90, 110),
            fc.integer({ min: -2, max: 2 }),
          ),
        ),
        async ([grid, term, direction, amount, purchase, ticksMoved]) => {
          const shown = expectedReturn(amount, term.payout_rate, usdtDecimals);
          await setPrice(server, grid.symbol, purchase);
          const before = await usdtIn(who, 'option');
          const { id } = await post<{ id: number }>(who, 'microtrade/submit', { symbol: grid.symbol, seconds: term.seconds, currency_id: USDT, direction, amount });
          server.clock.advance(term.seconds * 1000);
          const delivery = formatUnits(unitsOf(purchase, grid.priceDecimals) + ticksMoved, grid.priceDecimals);
          await setPrice(server, grid.symbol, delivery);
          const orders = await ok(call<Page<OptionOrder>>(server, 'microtrade/lists', { query: { status: 'delivered', limit: 100 }, token: who.token }));
          const order = orders.list.find((candidate) => candidate.id === id) as OptionOrder;
          const outcome = optionOutcome({ direction, amount, payoutRate: term.payout_rate, purchasePrice: purchase }, delivery, usdtDecimals);
          if (outcome.result === 'win') expect(outcome.profit).toBe(shown);
          expect({ result: order.result, profit: order.profit }).toEqual({ result: outcome.result, profit: outcome.profit });
          expect(delta(await usdtIn(who, 'option'), before)).toEqual({ available: subDecimal(outcome.payout, amount), frozen: '0' });
          count('options delivered');
        },
      ),
      { seed: SEED, numRuns: runs(60) },
    );
    await backToStart();
  });
});
