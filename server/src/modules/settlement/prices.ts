/**
 * The shared price: ONE source of ticks for every server process on a database.
 *
 * Each process runs its own simulator, but only one of them, the PUBLISHER (whoever holds the
 * PostgreSQL session advisory lock `h5-market:<schema>`), lets its simulator walk: each of its
 * ticks is written to `market_prices` and announced to the other processes. Every other process
 * is a MIRROR: it stops its own walk, reads `market_prices` when a tick is announced (and every
 * tick interval, should an announcement be lost) and feeds those ticks into its simulator, so it
 * shows and settles on exactly the published ticks, within milliseconds of the publisher.
 * Market orders, closes and option purchases use the newest shared tick (`current`); jobs run on
 * each shared tick; a tick used is recorded in `price_ticks` with its publisher's time, so
 * whichever process settles an order, it settles on the same recorded tick. If the publisher
 * dies, its lock goes with its connection and a mirror takes over, walking on from the last
 * published price. (PGlite is one process: it always publishes.)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Decimal } from '@h5/shared/contract';
import { formatUnits, plainDecimal, toUnits } from '@h5/shared/money';
import type { Database, ReservedConnection } from '../../db/database';
import type { DrivenFeed } from '../market/service';
import type { LiveChannel } from '../notification/service';
import type { SharedTick } from './ticks';

const LOCK_NAME = 'h5-market:';
/** The live channel's topic a publisher announces each published round on. */
const PUBLISHED_TOPIC = 'market-published';

export interface SharedPrices {
  /** The newest shared tick of `symbol` this process knows; undefined before the first. */
  current(symbol: string): SharedTick | undefined;
  start(): Promise<void>;
  /** Stops ticking and polling, waits for the round in progress, gives the lock up. */
  stop(): Promise<void>;
  /**
   * The publisher takes one tick now, `prices` (decimals) for the pairs named, and resolves once
   * it is published and settled (MARKET_CONTROL, through `setNext`); a mirror refuses. With
   * `hold`, those pairs stay at those prices until they are set again.
   */
  tick(prices?: Record<string, Decimal>, hold?: boolean): Promise<SharedTick[]>;
  /**
   * MARKET_CONTROL: the next shared tick of `symbol` is `price`. The publisher takes it at once; a
   * mirror leaves it in `market_overrides` for the publisher's next tick. Resolves to that tick once
   * settled, or null when it has not come within `timeoutMs`. With `hold`, the price stays there
   * until it is set again (a journey reads an estimate and then acts on it).
   */
  setNext(symbol: string, price: Decimal, timeoutMs: number, hold?: boolean): Promise<SharedTick | null>;
  /** Resolves after the first settled tick of `symbol` matching `accept`, or null after `timeoutMs`. */
  waitFor(symbol: string, accept: (tick: SharedTick) => boolean, timeoutMs: number): Promise<SharedTick | null>;
}

export interface SharedPricesOptions {
  db: Database;
  feed: DrivenFeed;
  tickMs: number;
  /** Reads `market_overrides` before each own tick (MARKET_CONTROL). */
  control: boolean;
  log: FastifyBaseLogger;
  /** The jobs: run on each shared tick, one round at a time. */
  settle(ticks: SharedTick[]): Promise<void>;
  /** Tells the other processes of each published round, and hears of theirs. */
  live: Pick<LiveChannel, 'announce' | 'hear'>;
}

interface Waiter {
  symbol: string;
  accept(tick: SharedTick): boolean;
  resolve(tick: SharedTick | null): void;
}

export function createSharedPrices({ db, feed, tickMs, control, log, settle, live }: SharedPricesOptions): SharedPrices {
  const current = new Map<string, SharedTick>();
  const waiters = new Set<Waiter>();
  let publisher = false;
  let stopped = false;
  let lock: ReservedConnection | null = null;
  /** A mirror's connection for trying the lock, kept between tries. */
  let candidate: ReservedConnection | null = null;
  let polling: Promise<void> | null = null;
  /** A round was announced while a poll ran (it may have read before the round was written). */
  let pollAgain = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let newestMirrored = 0;
  /** The time of the newest tick each pair settled on, and of the newest published one a mirror took. */
  const settledAt = new Map<string, number>();
  const mirroredAt = new Map<string, number>();

  // One round (publish, then jobs) at a time, in order; if ticks come faster than rounds finish,
  // the newest waiting one is taken and the ones between are left out.
  let pending: { ticks: SharedTick[]; publish: boolean } | null = null;
  let running: Promise<void> | null = null;

  /** Every pair's newest own tick, as the feed has it now, but for a delayed pair's: nothing settles on a price that old. */
  function ownTicks(): SharedTick[] {
    const ticks: SharedTick[] = [];
    for (const { symbol } of feed.tickers()) {
      const pair = feed.pair(symbol);
      const last = feed.lastTick(symbol);
      if (!pair || !last || feed.delayed(symbol)) continue;
      ticks.push({ symbol, time: last.time, units: last.units, price: plainDecimal(formatUnits(last.units, pair.priceDecimals)), source: last.source, sourceTime: last.sourceTime });
    }
    return ticks;
  }

  async function publish(ticks: SharedTick[]): Promise<void> {
    await db.query(
      `INSERT INTO market_prices (symbol, time_ms, price, source, source_time_ms)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::numeric[], $4::text[], $5::bigint[])
       ON CONFLICT (symbol) DO UPDATE
         SET time_ms = EXCLUDED.time_ms, price = EXCLUDED.price, source = EXCLUDED.source, source_time_ms = EXCLUDED.source_time_ms
        WHERE market_prices.time_ms < EXCLUDED.time_ms`,
      [ticks.map((tick) => tick.symbol), ticks.map((tick) => tick.time), ticks.map((tick) => tick.price), ticks.map((tick) => tick.source), ticks.map((tick) => tick.sourceTime)],
    );
  }

  /** Prices asked for through POST /api/dev/price: the publisher's next tick takes them. */
  async function takeOverrides(): Promise<void> {
    const rows = await db.query<{ symbol: string; price: string; hold: boolean }>(
      `DELETE FROM market_overrides RETURNING symbol, trim_scale(price)::text AS price, hold`,
    );
    for (const { symbol, price, hold } of rows) {
      const pair = feed.pair(symbol);
      if (pair) feed.setNextPrice(symbol, toUnits(price, pair.priceDecimals), hold);
    }
  }

  async function round(ticks: SharedTick[], publishIt: boolean): Promise<void> {
    if (publishIt) {
      await publish(ticks);
      live.announce(PUBLISHED_TOPIC, null);
    }
    // A pair settles once on each tick: one not newer than the last settled (a quiet exchange pair) waits for the next.
    const fresh = ticks.filter((tick) => tick.time > (settledAt.get(tick.symbol) ?? -1));
    await settle(fresh);
    for (const tick of fresh) settledAt.set(tick.symbol, tick.time);
    if (control && publisher) await takeOverrides();
    for (const waiter of waiters) {
      const tick = ticks.find((candidate) => candidate.symbol === waiter.symbol);
      if (tick && waiter.accept(tick)) {
        waiters.delete(waiter);
        waiter.resolve(tick);
      }
    }
  }

  function enqueue(ticks: SharedTick[], publishIt: boolean): Promise<void> {
    pending = { ticks, publish: publishIt || (pending?.publish ?? false) };
    running ??= (async () => {
      while (pending) {
        const next = pending;
        pending = null;
        try {
          await round(next.ticks, next.publish);
        } catch (error) {
          log.error({ err: error }, 'settlement round failed');
        }
      }
      running = null;
    })();
    return running;
  }

  // The publisher's own ticks (the feed's timer, or `tick`): known at once, then published and settled.
  const unsubscribe = feed.onTick(() => {
    if (!publisher || stopped) return;
    const ticks = ownTicks();
    for (const tick of ticks) current.set(tick.symbol, tick);
    void enqueue(ticks, true);
  });

  async function becomePublisher(): Promise<void> {
    publisher = true;
    log.info('market: this process publishes the shared price');
    const ticks = ownTicks();
    for (const tick of ticks) current.set(tick.symbol, tick);
    await enqueue(ticks, true);
    feed.start();
  }

  /**
   * Tries the lock on a connection kept for the attempts (a mirror tries every tick); true when
   * this process now publishes. A stopping process never takes it.
   */
  async function tryLock(): Promise<boolean> {
    if (!candidate) {
      const fresh = await db.reserve();
      void fresh.lost.then(() => {
        if (candidate === fresh) candidate = null;
      });
      candidate = fresh;
    }
    const connection = candidate;
    let locked = false;
    try {
      const [row] = await connection.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1 || current_schema())) AS locked`, [LOCK_NAME]);
      locked = row?.locked === true;
    } catch (error) {
      candidate = null;
      await connection.release();
      throw error;
    }
    if (!locked) return false;
    candidate = null;
    if (stopped) {
      await connection.release();
      return false;
    }
    lock = connection;
    void connection.lost.then(() => {
      if (lock !== connection || stopped) return;
      log.warn('market: lost the publishing lock, mirroring the shared price');
      lock = null;
      publisher = false;
      feed.stop();
    });
    return true;
  }

  /** A mirror's round: take the published prices into the feed and settle on them. */
  async function mirror(): Promise<void> {
    const rows = await db.query<{ symbol: string; time: number; price: string; source: string; source_time: number }>(
      `SELECT symbol, time_ms::float8 AS time, trim_scale(price)::text AS price, source, source_time_ms::float8 AS source_time FROM market_prices`,
    );
    const ticks: SharedTick[] = [];
    for (const row of rows) {
      const pair = feed.pair(row.symbol);
      // Only what was published since the last read: a pair the publisher left out (delayed) stays as it was.
      if (!pair || Number(row.time) <= (mirroredAt.get(row.symbol) ?? -1)) continue;
      try {
        ticks.push({ symbol: row.symbol, time: Number(row.time), price: row.price, units: toUnits(row.price, pair.priceDecimals), source: row.source, sourceTime: Number(row.source_time) });
      } catch {
        log.warn({ symbol: row.symbol, price: row.price }, 'market: published price does not fit the pair');
      }
    }
    const newest = Math.max(0, ...ticks.map((tick) => tick.time));
    if (newest <= newestMirrored) return;
    newestMirrored = newest;
    for (const tick of ticks) {
      current.set(tick.symbol, tick);
      mirroredAt.set(tick.symbol, tick.time);
    }
    feed.mirror(newest, new Map(ticks.map((tick) => [tick.symbol, { time: tick.time, units: tick.units }])));
    await enqueue(ticks.filter((tick) => !feed.delayed(tick.symbol)), false);
  }

  async function poll(): Promise<void> {
    if (stopped || publisher) return;
    if (await tryLock()) {
      await becomePublisher();
      return;
    }
    await mirror();
  }

  /** One poll at a time (`stop` waits for the one in progress); one asked for meanwhile runs after it. */
  function pollNow(): void {
    if (publisher || stopped) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = poll()
      .catch((error: unknown) => log.error({ err: error }, 'market: reading the shared price failed'))
      .finally(() => {
        polling = null;
        if (!pollAgain) return;
        pollAgain = false;
        pollNow();
      });
  }

  let unhear: (() => void) | null = null;

  function schedulePolling(): void {
    // A mirror reads a round as soon as it is announced: polling alone left its sockets up to a
    // tick interval behind the publisher's, and skipped a round whenever two came between polls.
    unhear ??= live.hear(PUBLISHED_TOPIC, pollNow);
    pollTimer ??= setInterval(pollNow, tickMs);
    pollTimer.unref();
  }

  return {
    current: (symbol) => current.get(symbol),

    async start() {
      if (await tryLock()) await becomePublisher();
      else {
        log.info('market: another process publishes the shared price; mirroring it');
        await mirror();
      }
      // Mirrors poll; the publisher's poll does nothing, but takes over if it ever loses the lock.
      schedulePolling();
    },

    async stop() {
      stopped = true;
      unsubscribe();
      unhear?.();
      feed.stop();
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = null;
      await polling;
      await running;
      for (const waiter of waiters) waiter.resolve(null);
      waiters.clear();
      const held = [lock, candidate];
      lock = null;
      candidate = null;
      publisher = false;
      for (const connection of held) await connection?.release();
    },

    async tick(prices = {}, hold = false) {
      if (!publisher) throw new Error('only the publishing process ticks');
      const next = Object.entries(prices).map(([symbol, price]) => {
        const pair = feed.pair(symbol);
        if (!pair) throw new Error(`unknown pair ${symbol}`);
        return { symbol, units: toUnits(price, pair.priceDecimals) };
      });
      await running;
      // Set and ticked with nothing awaited between: the feed's own timer cannot tick the new price
      // first, so the tick returned is the first one at it (what a settlement names). It is read
      // before the wait: the timer may tick again (a held price, a later time) while it settles.
      for (const { symbol, units } of next) feed.setNextPrice(symbol, units, hold);
      feed.tickNow();
      const ticked = Object.keys(prices).length ? Object.keys(prices).map((symbol) => current.get(symbol) as SharedTick) : ownTicks();
      await running;
      return ticked;
    },

    async setNext(symbol, price, timeoutMs, hold = false) {
      if (publisher) return (await this.tick({ [symbol]: price }, hold))[0] ?? null;
      const pair = feed.pair(symbol);
      if (!pair) throw new Error(`unknown pair ${symbol}`);
      await db.query(
        `INSERT INTO market_overrides (symbol, price, hold) VALUES ($1, $2, $3)
         ON CONFLICT (symbol) DO UPDATE SET price = EXCLUDED.price, hold = EXCLUDED.hold`,
        [symbol, price, hold],
      );
      const units = toUnits(price, pair.priceDecimals);
      return this.waitFor(symbol, (candidate) => candidate.units === units, timeoutMs);
    },

    waitFor(symbol, accept, timeoutMs) {
      return new Promise((resolve) => {
        const waiter: Waiter = {
          symbol,
          accept,
          resolve: (tick) => {
            clearTimeout(timer);
            resolve(tick);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(null);
        }, timeoutMs);
        timer.unref();
        waiters.add(waiter);
      });
    },
  };
}
