import { randomBytes } from 'node:crypto';
import type { Queryable } from './database';

/**
 * A secret the server makes on its first start and keeps in its database, so what is derived
 * from it (deposit addresses) stays the same across restarts and across server processes.
 */
export async function serverSecret(db: Queryable, name: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('hex')]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`server secret ${name} is missing`);
  return row.value;
}
