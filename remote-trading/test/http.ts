/**
 * A stand-in server for page tests: the transport stays offline, as in test/jsdomSetup.ts,
 * except for the calls a test answers. Each request is noted (method, path, form body) so a
 * test can tell what was sent, and what was not.
 */
import { http } from '@h5/shared/api';

export interface SentRequest {
  method: string;
  url: string;
  /** The form-encoded body of a POST or PUT, or the query of a GET. */
  params: Record<string, string>;
}

/** A reply's envelope: `data` for success, or a refusal with its message and code. */
export type Reply = { data: unknown } | { refuse: string; code?: number };

/** Replies by "METHOD path" (as `POST coin/trade`); a function sees the request first. */
export type Answers = Record<string, Reply | ((request: SentRequest) => Reply)>;

const paramsOf = (config: { method?: string; data?: unknown; params?: unknown }): Record<string, string> => {
  if (typeof config.data === 'string') return Object.fromEntries(new URLSearchParams(config.data));
  const query = (config.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
};

export function fakeServer(answers: Answers = {}): SentRequest[] {
  const sent: SentRequest[] = [];
  const adapter = (config: { method?: string; url?: string; data?: unknown; params?: unknown }) => {
    const request = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: paramsOf(config) };
    sent.push(request);
    const answer = answers[`${request.method} ${request.url}`];
    if (!answer) return Promise.reject(new Error('offline: unit tests have no server'));
    const reply = typeof answer === 'function' ? answer(request) : answer;
    const body =
      'data' in reply
        ? { type: 'ok', code: 1, message: '', data: reply.data }
        : { type: 'error', code: reply.code ?? 0, message: reply.refuse, data: null };
    return Promise.resolve({ data: body, status: 200, statusText: 'OK', headers: {}, config });
  };
  http.defaults.adapter = adapter as unknown as typeof http.defaults.adapter;
  return sent;
}

/** The requests to one path (method and path, as `coin/trade`). */
export const sentTo = (sent: readonly SentRequest[], method: string, url: string): SentRequest[] =>
  sent.filter((request) => request.method === method && request.url === url);
