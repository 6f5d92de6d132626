/**
 * The back office's endpoints (`/ops/*`, for the ops CLI), made one way as the contract's calls
 * are: each is a spec (method, path, a schema for its path parameters, query and body, and the
 * requests it accepts as examples) served by `opsRegistrar`, which puts the guard in front
 * (loopback and this run's token), checks the schemas, names the field a refusal is about and
 * answers in the envelope. The registrar keeps the list of what it serves, which the fuzz test
 * walks; a route under /ops made around it stops the server at start.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { Decimal } from '@h5/shared/contract';
import { amountFault, type AmountRule } from '@h5/shared/form/amount';
import { commonMessages } from '@h5/shared/i18n/messages';
import { firstIssue } from '@h5/shared/validation';
import { AppError, notFound, okEnvelope, refusal, type MessageVar } from '../../plugins/envelope';
import { languageOf } from '../../plugins/language';
import { checkStorable } from '../wallet/service';
import { OPS_BASE } from './access';
import { opsGuard } from './guard';

/** A request an endpoint accepts, every value as text (as the CLI sends them). */
export interface OpsExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, string>;
}

export interface OpsEndpoint<P = unknown, Q = unknown, B = unknown> {
  method: 'GET' | 'POST';
  /** Below /ops/, with `:name` for each path parameter. */
  path: string;
  params?: z.ZodMiniType<P>;
  query?: z.ZodMiniType<Q>;
  body?: z.ZodMiniType<B>;
  /** Requests it takes (the fuzz test starts from each and spoils one field at a time): every field of its schemas is in one. */
  examples: readonly OpsExample[];
  /** The reply is the handler's own (a file's bytes), not an envelope. */
  raw?: boolean;
  /** The success message's i18n key; `status.operationSuccessful` when not given. */
  message?: string;
}

/** Keeps an endpoint's types as written. */
export const defineOps = <P = unknown, Q = unknown, B = unknown>(endpoint: OpsEndpoint<P, Q, B>): OpsEndpoint<P, Q, B> => endpoint;

export type OpsHandler<P, Q, B> = (input: { params: P; query: Q; body: B }, reply: FastifyReply) => Promise<unknown>;

export interface OpsRegistrar {
  register<P, Q, B>(endpoint: OpsEndpoint<P, Q, B>, handler: OpsHandler<P, Q, B>): void;
  /** What it serves, in the order registered. */
  readonly endpoints: readonly OpsEndpoint[];
}

/** The fields the refusals name (`ops.field.<name>`): the CLI's options, as words. */
const NAMED_FIELDS = new Set(Object.keys((commonMessages.en.ops as { field: Record<string, string> }).field));

/** A refusal of `field`'s value: "Minimum per order: TRX has 6 decimal places". */
export function fieldRefusal(field: string, reason: { key: string; values?: Record<string, string | number> | undefined }): AppError {
  if (!NAMED_FIELDS.has(field)) return refusal(reason.key, { vars: reason.values ?? {} });
  return refusal('ops.fieldFault', { vars: { field: { key: `ops.field.${field}` }, reason } });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checked value of one part of a request; refused with its first problem (as a 404 when the path names nothing). */
function parsed<T>(schema: z.ZodMiniType<T> | undefined, value: unknown, part: 'params' | 'query' | 'body'): T {
  if (!schema) return {} as T;
  if (value !== undefined && value !== null && !isPlainObject(value)) throw new AppError('server.badRequest');
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  if (part === 'params') throw notFound();
  const issue = result.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : null;
  const key = firstIssue(result.error);
  throw field ? fieldRefusal(field, { key }) : new AppError(key);
}

/** Every /ops route, made with the guard in front and the schemas checked; the list of them kept. */
export function opsRegistrar(app: FastifyInstance, token: string): OpsRegistrar {
  const endpoints: OpsEndpoint[] = [];
  const made = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url ?? '';
    if (url.startsWith(`${OPS_BASE}/`) && methods.some((method) => method !== 'HEAD' && !made.has(`${method} ${url}`))) {
      throw new Error(`${methods.join(',')} ${url}: every /ops route goes through the ops registrar (guard, schemas, fuzz test)`);
    }
  });
  return {
    endpoints,
    register(endpoint, handler) {
      const url = `${OPS_BASE}/${endpoint.path}`;
      made.add(`${endpoint.method} ${url}`);
      endpoints.push(endpoint as OpsEndpoint);
      app.route({
        method: endpoint.method,
        url,
        onRequest: async (request) => opsGuard(request, token),
        handler: async (request, reply) => {
          const input = {
            params: parsed(endpoint.params, request.params, 'params'),
            query: parsed(endpoint.query, request.query, 'query'),
            body: parsed(endpoint.body, endpoint.method === 'GET' ? undefined : request.body, 'body'),
          };
          const data = await handler(input, reply);
          return endpoint.raw ? data : okEnvelope(languageOf(request), data, endpoint.message);
        },
      });
    },
  };
}

/**
 * An amount an operator enters for `field`, held to the kernel's one amount rule in its currency
 * (required, well formed, the currency's places, above zero, any minimum or maximum) and to what
 * its column can store; refused naming the field.
 */
export function checkOpsAmount(field: string, amount: Decimal, rule: AmountRule): void {
  const fault = amountFault(amount, rule);
  if (fault === 'validation.amountDecimals') throw fieldRefusal(field, { key: 'ops.places', values: { currency: rule.currency, decimals: rule.decimals } });
  if (fault) throw fieldRefusal(field, typeof fault === 'string' ? { key: fault } : { key: fault.key, values: fault.values });
  try {
    checkStorable(amount, rule.decimals, rule.currency);
  } catch (error) {
    if (error instanceof AppError) throw fieldRefusal(field, { key: error.key, values: plainVars(error.vars) });
    throw error;
  }
}

const plainVars = (vars: Record<string, MessageVar>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(vars).filter((entry): entry is [string, string | number] => typeof entry[1] !== 'object'));

/** `2027-01-01T08:00:00Z`: a date and a time of day (seconds and milliseconds optional) and a zone, that exist. */
const ISO_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):?(\d{2}))$/;

/** The epoch milliseconds of an ISO 8601 time an operator typed, or null when it is none (2027-02-30, 24:00, no zone). */
export function opsTimeOf(text: string): number | null {
  const match = ISO_MOMENT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = [1, 2, 3, 4, 5, 6, 8, 9].map((group) => Number(match[group] ?? 0)) as [
    number, number, number, number, number, number, number, number,
  ];
  if (year < 1970 || hour > 23 || minute > 59 || second > 59 || zoneHours > 14 || zoneMinutes > 59) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/** A time field of an ops body: ISO 8601 with its zone. */
export const opsMoment = z.string({ error: 'ops.timeInvalid' }).check(z.refine((text) => opsTimeOf(text.trim()) !== null, 'ops.timeInvalid'));
