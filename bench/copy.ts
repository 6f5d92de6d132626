/**
 * Copy trading's fan-out (`node bench/run.mjs copy`): one lead followed by 1 000 and by 10 000
 * follows, on the embedded PGlite database and on PostgreSQL in a fresh schema when one answers.
 * Printed per run: from the lead's fill to the last follower's mirrored fill, then the close of
 * every mirror with the lead's, and whether every balance still equals its ledger entries.
 * Goal: 1 000 followers mirrored within 500 ms on PostgreSQL on the 2-core machine.
 */
import type { CopyFigures } from './copy/core';
import { loadCore, machineLine, onEachDatabase } from './lib/server-core';

const SIZES = (process.env.COPY_FOLLOWERS ?? '1000,10000').split(',').map(Number);
const GOAL_MS = 500;

type Core = { runCopy: (config: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null }, followers: number) => Promise<CopyFigures> };

function report(name: string, figures: CopyFigures): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `${name}, ${figures.followers} followers: lead opened in ${ms(figures.leadMs)}, ${figures.mirrors} mirrored in ${ms(figures.mirrorMs)}, ` +
      `${figures.closed} closed with the lead in ${ms(figures.closeMs)} (seeded in ${ms(figures.seedMs)}); ledger invariant ${figures.invariantHolds ? 'holds' : 'BROKEN'}`,
  );
  if (figures.mirrors !== figures.followers || figures.closed !== figures.followers || !figures.invariantHolds) process.exitCode = 1;
}

export async function main(): Promise<void> {
  console.log(machineLine());
  const core = await loadCore<Core>('copy');
  for (const followers of SIZES) {
    await onEachDatabase('copy', async ({ name, config }) => {
      const figures = await core.runCopy(config, followers);
      report(name, figures);
      if (name === 'PostgreSQL' && followers === 1000) console.log(`goal: 1 000 followers mirrored within ${GOAL_MS} ms on PostgreSQL: ${figures.mirrorMs <= GOAL_MS ? 'met' : 'MISSED'}`);
    });
  }
}
