/** The ops CLI, run as a reviewer would (`node server/dist/ops.js ...`), against the running test server. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { running } from './fixture';
import { REPO } from './paths';

const run = promisify(execFile);

export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(REPO, 'server/dist/ops.js'), ...args], {
    env: { ...process.env, OPS_ACCESS_FILE: running().opsAccessFile },
  });
  return stdout;
}

/** The rows of a `list` command's table, as objects keyed by its header. */
export async function opsList(desk: 'deposits' | 'withdrawals' | 'kyc', status = 'pending'): Promise<Array<Record<string, string>>> {
  const table = await ops(desk, 'list', '--status', status);
  const [header, ...rows] = table.trim().split('\n');
  if (!header || header === '(none)') return [];
  // Cells are padded to their column, and may be empty: cut each row where the header's names start.
  const starts = [...header.matchAll(/\S+/g)].map((m) => ({ name: m[0], at: m.index ?? 0 }));
  return rows.map((row) =>
    Object.fromEntries(starts.map(({ name, at }, i) => [name, row.slice(at, starts[i + 1]?.at ?? row.length).trim()])),
  );
}
