/**
 * Referral rebates for 100 000 trading fees (`node bench/run.mjs referral`): on the embedded
 * PGlite database, then on PostgreSQL in a fresh schema when one answers (BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL, else the local test database). 20 000 invitees of 2 000 inviters (a
 * tenth of them partners) pay five fees each; the two jobs the scheduler runs share the fees out
 * and issue the hour's payouts, each run by two services racing. Printed per database: the times,
 * what was written, whether each fee and share was taken once at the right amount, and the
 * ledger invariant. Goal: both jobs under 10 s on PostgreSQL with 2 cores.
 */
import type { ReferralFigures } from './referral/core';
import { loadCore, machineLine, onEachDatabase } from './lib/server-core';

const FEES = Number(process.env.REFERRAL_FEES ?? 100_000);
const GOAL_MS = 10_000;

type Core = { runReferral: (config: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null }, fees: number) => Promise<ReferralFigures> };

function report(name: string, f: ReferralFigures): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${name}: ${f.fees} fees shared out in ${seconds(f.accrueMs)}, issued in ${seconds(f.issueMs)} (seeded in ${seconds(f.seedMs)}); ` +
      `${f.shares} shares (${f.expectedShares} expected, ${f.wrongAmounts} wrong), ${f.unpaid} unpaid, ${f.payouts} payouts for ${f.owners} owners; ` +
      `paid ${f.paidTotal} USDT of ${f.sharedTotal} shared; ledger invariant ${f.invariantHolds ? 'holds' : 'BROKEN'}`,
  );
  const once = f.accrued === f.fees && f.issued === f.shares && f.shares === f.expectedShares && f.wrongAmounts === 0 && f.unpaid === 0;
  if (!once || f.payouts !== f.owners || f.paidTotal !== f.sharedTotal || !f.invariantHolds) process.exitCode = 1;
}

export async function main(): Promise<void> {
  console.log(machineLine());
  const core = await loadCore<Core>('referral');
  await onEachDatabase('referral', async ({ name, config }) => {
    const figures = await core.runReferral(config, FEES);
    report(name, figures);
    const ms = figures.accrueMs + figures.issueMs;
    if (name === 'PostgreSQL') console.log(`goal: both jobs under ${GOAL_MS / 1000} s on PostgreSQL: ${(ms / 1000).toFixed(2)} s, ${ms < GOAL_MS ? 'met' : 'MISSED'}`);
  });
}
