/**
 * The server's API as the tests call it, over plain fetch from Node: contract calls typed by the
 * contract (path, method and body as the page's client sends them: base /api, GET with a query
 * string, POST and PUT form-encoded, multipart for uploads, the token in `authorization`), and
 * the few paths the contract does not hold. Replies are the envelopes of spec section 8, read by
 * the client's own rules (`interpretReply`: success is type 'ok' or code 1).
 */
import { API_BASE, AUTH_HEADER } from '@h5/shared/constants';
import type { CallSpec, Envelope, ReplyOf, RequestOf } from '@h5/shared/contract';
import { formEncode, interpretReply } from '@h5/shared/api/reply';

export interface Sent {
  method: CallSpec['method'];
  /** Under /api, no leading slash. */
  path: string;
  query?: Record<string, unknown>;
  form?: Record<string, unknown>;
  json?: unknown;
  multipart?: FormData;
  token?: string;
}

/** One request to the server at `baseURL`, answered by an envelope. */
export async function envelopeAt<T>(baseURL: string, { method, path, query, form, json, multipart, token }: Sent): Promise<Envelope<T>> {
  const search = query ? formEncode(query) : '';
  const headers: Record<string, string> = token ? { [AUTH_HEADER]: token } : {};
  let body: string | FormData | undefined = multipart;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = formEncode(form);
  } else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(`${baseURL}${API_BASE}/${path}${search ? `?${search}` : ''}`, { method, headers, body });
  return (await response.json()) as Envelope<T>;
}

/** The reply's data, or an error naming the call and the server's message when it was refused. */
export function dataOf<T>(envelope: Envelope<T>, what: string): T {
  const result = interpretReply<T>(envelope);
  if (!result.ok) throw new Error(`${what} refused: ${result.message}`);
  return result.data;
}

/** One contract call to the server at `baseURL`, as the server answered it (success or refusal). */
export function callAt<C extends CallSpec>(baseURL: string, spec: C, params?: RequestOf<C>, token?: string): Promise<Envelope<ReplyOf<C>>> {
  const input = (params ?? {}) as Record<string, unknown>;
  const get = spec.method === 'GET';
  return envelopeAt<ReplyOf<C>>(baseURL, { method: spec.method, path: spec.path, token, ...(get ? { query: input } : { form: input }) });
}

/** A multipart contract call (an upload): `file` as `file`, with the call's other fields. */
export function uploadAt<C extends CallSpec>(baseURL: string, spec: C, file: Blob, name: string, params: RequestOf<C>, token?: string): Promise<Envelope<ReplyOf<C>>> {
  const multipart = new FormData();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) if (value !== undefined && value !== null) multipart.append(key, String(value));
  multipart.append('file', file, name);
  return envelopeAt<ReplyOf<C>>(baseURL, { method: spec.method, path: spec.path, multipart, token });
}
