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

/**
 * Settings every connection starts with. JIT off: PostgreSQL compiles a statement with LLVM once
 * the planner's cost estimate passes `jit_above_cost`, and the jobs' set-based statements are
 * estimated far past it (a set-returning function counts as 1 000 rows a call, so a batch of
 * 20 000 trust orders reads as 6.7 million dividends). A dividend batch spent 1.3 s compiling to
 * run in 0.7 s; no statement here runs long enough to win that back.
 */
const connectionOptions = (schema: string | null) => ['-c jit=off', ...(schema ? [`-c search_path=${checkedSchema(schema)}`] : [])].join(' ');

/** A PostgreSQL server through a connection pool; `schema` becomes every connection's search path. */
export function openPostgres(url: string, schema: string | null, poolSize = 10): Database {
  const options = connectionOptions(schema);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options });
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
      const client = new pg.Client({ connectionString: url, options });
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
