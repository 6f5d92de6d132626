import pg from 'pg';
import { checkedSchema, type Database, type Queryable, type Row } from './database';

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server through a connection pool; `schema` becomes every connection's search path. */
export function openPostgres(url: string, schema: string | null): Database {
  const pool = new pg.Pool({
    connectionString: url,
    ...(schema ? { options: `-c search_path=${checkedSchema(schema)}` } : {}),
  });
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
