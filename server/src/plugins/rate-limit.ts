import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { tooManyRequests } from './envelope';

/** Counts one call against a limit; throws the 429 refusal once the limit is passed. */
export type RateCheck = (request: FastifyRequest) => Promise<void>;

/** What a limit counts per: a key for the request, or null when the request is not counted. */
export type RateKey = (request: FastifyRequest) => string | null;

export type MakeLimit = (rule: RateLimitRule, keyOf: RateKey) => RateCheck;

export async function installRateLimit(app: FastifyInstance): Promise<void> {
  // Limits are attached to the calls that need them (see `limiterFactory`), never globally.
  await app.register(rateLimit, { global: false });
}

/** Limits with their own counters: at most `rule.max` calls per key within `rule.windowMs`. */
export const limiterFactory = (app: FastifyInstance): MakeLimit => (rule, keyOf) => {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => keyOf(request) ?? '',
    allowList: (_request, key) => key === '',
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests();
  };
};

export const byIp: RateKey = (request) => request.ip;
