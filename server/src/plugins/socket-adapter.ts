import { createAdapter as postgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as redisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { AppConfig } from '../config';
import { checkedSchema } from '../db/database';

/**
 * Lets several server processes reach each other's sockets (an account event settled by one
 * process, for a user connected to another), through socket.io's own adapters: Redis when
 * `REDIS_URL` is set, else PostgreSQL (LISTEN/NOTIFY) when the database is one; the embedded
 * database is one process, which needs none. Channels carry the schema's name, so servers on
 * other schemas of the same database (tests) never hear each other. Returns what closes it.
 */
export function installSocketAdapter(io: Server, config: AppConfig, log: FastifyBaseLogger): () => Promise<void> {
  const scope = config.databaseSchema ? checkedSchema(config.databaseSchema) : 'public';
  const warn = (error: Error) => log.warn({ err: error }, 'socket.io adapter');
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl);
    const sub = pub.duplicate();
    // A Redis restart is retried by the client; the error must not end the process meanwhile.
    for (const client of [pub, sub]) client.on('error', warn);
    io.adapter(redisAdapter(pub, sub, { key: `sio#${scope}` }));
    return async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    };
  }
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 2,
      ...(config.databaseSchema ? { options: `-c search_path=${scope}` } : {}),
    });
    pool.on('error', warn);
    // A NOTIFY channel's name is at most 63 bytes: the prefix stays short.
    io.adapter(postgresAdapter(pool, { channelPrefix: `sio#${scope}`, errorHandler: warn }));
    return () => pool.end();
  }
  return async () => undefined;
}
