/**
 * A stand-in server for page tests: the kernel's API client stays offline, except for the calls
 * a test answers. Each request is noted (method, path, what it carried) so a test can tell what
 * was sent, and what was not.
 */
import { http } from '@h5/shared/api';
import { callKey, type CallSpec, type ReplyOf } from '@h5/shared/contract';

export interface SentRequest {
  /** `GET`, `POST`, `PUT`… */
  method: string;
  /** The call's path, as the contract names it (`coin/trade`). */
  url: string;
  /** The form-encoded body of a POST or PUT, or the query of a GET, as a record (for `toEqual`). */
  params: Record<string, string>;
  /** The form-encoded body as sent (empty for a GET or an upload), for `.get(name)`. */
  body: URLSearchParams;
}

/** A reply's envelope: `data` for success, or a refusal with its message and code. */
export type Reply<T = unknown> = { data: T } | { refuse: string; code?: number };

/** A fixed reply, or one made from the request. */
export type Answer<T = unknown> = Reply<T> | ((request: SentRequest) => Reply<T>);

/** Replies by "METHOD path" (as `POST coin/trade`, what `callKey` makes of a contract call). */
export type Answers = Record<string, Answer>;

/** The answer to one contract call, its data typed by the contract: spread it into `fakeServer`'s answers. */
export const answer = <C extends CallSpec>(call: C, reply: Answer<ReplyOf<C>>): Answers => ({ [callKey(call)]: reply as Answer });

/** What an unanswered request fails with (the client makes of it its generic error, `ERROR`). */
const OFFLINE = 'offline: unit tests have no server';

interface Config {
  method?: string;
  url?: string;
  data?: unknown;
  params?: unknown;
}

const bodyOf = (config: Config): URLSearchParams => new URLSearchParams(typeof config.data === 'string' ? config.data : '');

const paramsOf = (config: Config): Record<string, string> => {
  if (typeof config.data === 'string') return Object.fromEntries(new URLSearchParams(config.data));
  const query = (config.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
};

/**
 * Puts the stand-in in place of the API client's transport (until the next call, or the end of
 * the test file) and gives the list it notes every request in, newest last. A request with no
 * answer fails before it leaves (unit tests have no server); an answered one gets the server's
 * envelope.
 */
export function fakeServer(answers: Answers = {}): SentRequest[] {
  const sent: SentRequest[] = [];
  const adapter = (config: Config) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: paramsOf(config),
      body: bodyOf(config),
    };
    sent.push(request);
    const given = answers[`${request.method} ${request.url}`];
    if (!given) return Promise.reject(new Error(OFFLINE));
    const reply = typeof given === 'function' ? given(request) : given;
    const envelope =
      'data' in reply
        ? { type: 'ok', code: 1, message: '', data: reply.data }
        : { type: 'error', code: reply.code ?? 0, message: reply.refuse, data: null };
    return Promise.resolve({ data: envelope, status: 200, statusText: 'OK', headers: {}, config });
  };
  http.defaults.adapter = adapter as unknown as typeof http.defaults.adapter;
  return sent;
}

/** The requests to one call (method and path, as `POST`, `coin/trade`). */
export const sentTo = (sent: readonly SentRequest[], method: string, url: string): SentRequest[] =>
  sent.filter((request) => request.method === method && request.url === url);

/** The paths of what was sent, in order. */
export const paths = (sent: readonly SentRequest[]): string[] => sent.map((request) => request.url);
