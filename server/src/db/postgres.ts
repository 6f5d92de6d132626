import { createHash } from 'node:crypto';
import pg from 'pg';
import { checkedSchema, type Database, type Queryable, type ReservedConnection, type Row, withAfterCommit } from './database';

/**
 * Every parameterised statement is a named prepared statement: each connection parses and plans
 * it once, then only binds and executes (the order paths run the same few statements thousands of
 * times a second). The name is a hash of the text, so the same text always shares one.
 */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `h5_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (statementNames.size < 5_000) statementNames.set(sql, name);
  }
  return name;
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query({ name: statementName(sql), text: sql, values: [...params] })).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server through a connection pool; `schema` becomes every connection's search path. */
export function openPostgres(url: string, schema: string | null, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${checkedSchema(schema)}` } : {}),
  });
  // An idle connection the server drops (a restart) must not take the process down.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    ...queryable(pool),
    transaction: (fn) => withAfterCommit(async (body) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await body(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    }, fn),
    async reserve(): Promise<ReservedConnection> {
      // A connection of its own, outside the pool: the pool's size is for requests.
      const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${checkedSchema(schema)}` } : {}) });
      let ended = false;
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.once('end', () => resolve());
      });
      await client.connect();
      return {
        query: async <T = Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as T[],
        exec: async (sql: string) => {
          await client.query(sql);
        },
        lost,
        async release() {
          if (ended) return;
          ended = true;
          await client.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}
