import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Beside /api, never under it: the gateway routes only /api, /h5 and /socket.io. */
export const OPS_BASE = '/ops';
export const OPS_TOKEN_HEADER = 'x-ops-token';

/** The review queues the ops endpoints serve. */
export const DESKS = ['deposits', 'withdrawals', 'kyc'] as const;
export type DeskName = (typeof DESKS)[number];

/** What the ops CLI needs to reach the running server: its port and this run's token. */
export interface OpsAccess {
  port: number;
  token: string;
}

export const newOpsToken = (): string => randomBytes(32).toString('base64url');

/** Readable by the server's own OS user only (0600), like an SSH key. */
export async function writeOpsAccess(file: string, access: OpsAccess): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(access)}\n`, { mode: 0o600 });
  // writeFile's mode applies only to a new file: an old one keeps its mode unless told.
  await chmod(file, 0o600);
}

export async function readOpsAccess(file: string): Promise<OpsAccess> {
  const access = JSON.parse(await readFile(file, 'utf8')) as Partial<OpsAccess>;
  if (typeof access.port !== 'number' || typeof access.token !== 'string') throw new Error(`${file} is not an ops access file`);
  return { port: access.port, token: access.token };
}

export const removeOpsAccess = (file: string): Promise<void> => rm(file, { force: true });
