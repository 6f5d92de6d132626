/**
 * CPU time from Linux's /proc (clock ticks of 1/100 s), to say where a bench's cores went. Null
 * where there is no /proc to read.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name. */
function statFields(pid: number | 'self'): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    return null;
  }
}

const seconds = (fields: string[], from: number, to: number) => fields.slice(from, to + 1).reduce((sum, field) => sum + Number(field), 0) / 100;

/** CPU seconds (user + system) the process has used. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  if (!fields) throw new Error(`no /proc/${pid}/stat`);
  return seconds(fields, 11, 12);
}

/** CPU seconds this process's children used that it has waited for (a `spawnSync`'s child, once it ended). */
export function childrenCpuSeconds(): number | null {
  const fields = statFields('self');
  return fields ? seconds(fields, 13, 14) : null;
}

/**
 * CPU seconds PostgreSQL's processes on this machine have used: each one's own, plus what the
 * ended ones left with the postmaster that waited for them (so a connection closed in between
 * still counts). Null when no PostgreSQL process is visible (a server elsewhere).
 */
export function postgresCpuSeconds(): number | null {
  let total = 0;
  let seen = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    if (!stat.includes(' (postgres) ')) continue;
    seen = true;
    total += seconds(stat.split(') ')[1]?.split(' ') ?? [], 11, 14);
  }
  return seen ? total : null;
}
