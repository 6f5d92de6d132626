import type { Envelope } from '@h5/shared/contract';
import { loadConfig } from '../../config';
import { OPS_BASE, OPS_TOKEN_HEADER, readOpsAccess, type OpsAccess } from './access';

export interface OpsOutput {
  write(chunk: string | Uint8Array): unknown;
}

/** The running server's port and token, from its access file; null after telling `stderr` why not. */
export async function accessFor(env: NodeJS.ProcessEnv, stderr: OpsOutput): Promise<OpsAccess | null> {
  const accessFile = loadConfig(env).opsAccessFile;
  try {
    return await readOpsAccess(accessFile);
  } catch (error) {
    stderr.write(`cannot read ${accessFile} (${(error as Error).message}): is the server running with the same DATA_DIR / OPS_ACCESS_FILE?\n`);
    return null;
  }
}

/**
 * One request to the running server's /ops endpoints (a POST when there is a body); the
 * response when it succeeded, else null after telling `stderr` why (unreachable, or refused with
 * the server's words).
 */
export async function opsRequest(access: OpsAccess, path: string, body: string | undefined, stderr: OpsOutput): Promise<Response | null> {
  const response = await fetch(`http://127.0.0.1:${access.port}${OPS_BASE}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { [OPS_TOKEN_HEADER]: access.token, lang: 'en', 'content-type': 'application/json' },
    body,
  }).catch((error: unknown) => error as Error);
  if (response instanceof Error) {
    stderr.write(`cannot reach the server on port ${access.port}: ${response.message}\n`);
    return null;
  }
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as Envelope | null;
    stderr.write(`refused (${response.status}): ${refusal?.message ?? response.statusText}\n`);
    return null;
  }
  return response;
}

/** Rows as an aligned text table, one line each. */
export function formatTable(rows: ReadonlyArray<Record<string, unknown>>): string {
  if (rows.length === 0) return '(none)\n';
  const columns = Object.keys(rows[0] ?? {});
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)));
  return cells.map((line) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n') + '\n';
}
