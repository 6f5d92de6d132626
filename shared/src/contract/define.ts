import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * One API call: how it is reached, whether it needs a session, what it accepts (the schema the
 * server validates with) and, as a type only, what it replies.
 */
export interface CallSpec<Req extends z.ZodMiniType = z.ZodMiniType, Reply = unknown> {
  method: HttpMethod;
  /** Path under /api, without a leading slash. */
  path: string;
  auth: boolean;
  /** How the body travels: form-encoded (the default) or multipart, for file uploads. */
  body?: 'form' | 'multipart';
  request: Req;
  /** Phantom: never set, carries the reply type. */
  readonly reply?: Reply;
}

/** `defineCall<Reply>()({...})`: the reply type is given, the request type is inferred. */
export const defineCall =
  <Reply>() =>
  <Req extends z.ZodMiniType>(spec: Omit<CallSpec<Req, Reply>, 'reply'>): CallSpec<Req, Reply> =>
    spec;

export type RequestOf<C> = C extends CallSpec<infer R, unknown> ? z.input<R> : never;
export type ParsedRequestOf<C> = C extends CallSpec<infer R, unknown> ? z.output<R> : never;
export type ReplyOf<C> = C extends CallSpec<z.ZodMiniType, infer P> ? P : never;

/** The envelope every reply comes in (spec section 8). */
export interface Envelope<T = unknown> {
  type: string;
  code: number;
  message: string;
  data: T;
}

/** Decimal amounts travel as strings, never as JS numbers. */
export type Decimal = string;

export interface Page<T> {
  list: T[];
  page: number;
  limit: number;
  total: number;
}
