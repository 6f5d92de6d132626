/**
 * A day's trust dividends for 100 000 escrow orders (`node bench/run.mjs dividends`): on the
 * embedded PGlite database, then on PostgreSQL in a fresh schema when one answers
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test database). 20 000 users
 * hold five orders each, all with their first day due; the dividend job (the one the scheduler
 * runs) pays them once, timed. Printed per database: the seeding and payment times, what was
 * written (dividends, ledger entries, account events) and whether every balance still equals
 * the sum of its ledger entries. Goal: under 10 s on PostgreSQL with 2 cores.
 */
import type { DividendFigures } from './dividends/core';
import { loadCore, machineLine, onEachDatabase } from './lib/server-core';

const ORDERS = Number(process.env.DIVIDEND_ORDERS ?? 100_000);
const GOAL_MS = 10_000;

type Core = { runDividends: (config: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null }, orders: number) => Promise<DividendFigures> };

function report(name: string, figures: DividendFigures): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${name}: ${figures.orders} orders paid in ${seconds(figures.payMs)} (seeded in ${seconds(figures.seedMs)}); ` +
      `job paid ${figures.paid}, ${figures.dividends} dividends, ${figures.ledgerEntries} ledger entries, ${figures.events} events; ` +
      `ledger invariant ${figures.invariantHolds ? 'holds' : 'BROKEN'}`,
  );
  const complete = figures.paid === figures.orders && figures.dividends === figures.orders && figures.ledgerEntries === figures.orders && figures.events === figures.orders;
  if (!complete || !figures.invariantHolds) process.exitCode = 1;
}

export async function main(): Promise<void> {
  console.log(machineLine());
  const core = await loadCore<Core>('dividends');
  await onEachDatabase('dividends', async ({ name, config }) => {
    const figures = await core.runDividends(config, ORDERS);
    report(name, figures);
    if (name === 'PostgreSQL') console.log(`goal: under ${GOAL_MS / 1000} s on PostgreSQL: ${figures.payMs < GOAL_MS ? 'met' : 'MISSED'}`);
  });
}
