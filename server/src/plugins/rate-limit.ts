import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig, RateLimitRule } from '../config';
import { checkedSchema } from '../db/database';
import { tooManyRequests } from './envelope';

/** Counts one call against a limit; throws the 429 refusal once the limit is passed. */
export type RateCheck = (request: FastifyRequest) => Promise<void>;

/** What a limit counts per: a key for the request, or null when the request is not counted. */
export type RateKey = (request: FastifyRequest) => string | null;

/** A limit by its name: one name is one counter, however many calls it guards. */
export type MakeLimit = (name: string, rule: RateLimitRule, keyOf: RateKey) => RateCheck;

/**
 * The limits' counters: in this process, or with `REDIS_URL` in Redis, so a limit is per user or
 * address across every process (two processes would otherwise allow twice as much). Keys carry
 * the schema's name, as the socket adapter's channels do, so servers on other schemas never
 * share counters. A Redis outage lets calls through uncounted (logged) rather than refusing every
 * login meanwhile. Returns what closes it.
 */
export async function installRateLimit(app: FastifyInstance, config: Pick<AppConfig, 'redisUrl' | 'databaseSchema'>, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  // Limits are attached to the calls that need them (see `limiterFactory`), never globally.
  if (!config.redisUrl) {
    await app.register(rateLimit, { global: false });
    return async () => undefined;
  }
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', (error) => log.warn({ err: error }, 'rate limits: Redis'));
  const scope = config.databaseSchema ? checkedSchema(config.databaseSchema) : 'public';
  await app.register(rateLimit, { global: false, redis, nameSpace: `h5-rate#${scope}:`, skipOnError: true });
  return async () => {
    await redis.quit().catch(() => undefined);
  };
}

/** Limits with their own counters: at most `rule.max` calls per key within `rule.windowMs`. */
export function limiterFactory(app: FastifyInstance): MakeLimit {
  const made = new Map<string, { rule: RateLimitRule; check: RateCheck }>();
  return (name, rule, keyOf) => {
    const known = made.get(name);
    if (known) {
      if (known.rule !== rule) throw new Error(`rate limit ${name} made twice with different rules`);
      return known.check;
    }
    const limited = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      // The name keeps each limit's counters apart in a shared store.
      keyGenerator: (request) => {
        const key = keyOf(request);
        return key === null ? '' : `${name}:${key}`;
      },
      allowList: (_request, key) => key === '',
    });
    const check: RateCheck = async (request) => {
      const result = await limited(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests();
    };
    made.set(name, { rule, check });
    return check;
  };
}

export const byIp: RateKey = (request) => request.ip;
