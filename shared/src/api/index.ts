/**
 * The one API client of the page (spec sections 7 and 8): base /api, form-encoded bodies, the
 * token in `authorization`, the language mark in `lang`, a 60 s timeout, and one place where
 * replies are unwrapped, failures toasted and dead sessions ended.
 */
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import {
  API_BASE,
  AUTH_HEADER,
  LANG_HEADER,
  REQUEST_LOADING_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  RECENT_ERROR_MS,
  PREFETCH_KEEP_MS,
} from '@h5/shared/constants';
import { callKey, type CallSpec, type ReplyOf, type RequestOf } from '@h5/shared/contract';
import { i18n, languageMark } from '@h5/shared/i18n';
import { broadcastNotLoggedIn, useSession } from '@h5/shared/session';
import { startLoading, toast } from '@h5/shared/toast';
import { firstIssue } from '@h5/shared/validation';
import { formEncode, interpretReply, isEnvelope, type ApiResult } from './reply';

export { formEncode, interpretReply, GENERIC_ERROR, type ApiResult, type Failure } from './reply';

export const http: AxiosInstance = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const { token } = useSession.getState();
  if (token) config.headers.set(AUTH_HEADER, token);
  config.headers.set(LANG_HEADER, languageMark());
  return config;
});

export interface CallOptions {
  /** Leave failures to the caller (inline form errors) instead of toasting them. */
  silent?: boolean;
  /** Show the loading indicator if the call runs longer than the spec's delay. */
  loading?: boolean;
}

const translate = (key: string) => i18n.t(key, { ns: 'common' });

function failureOf(error: unknown): ApiResult<never> {
  if (error instanceof AxiosError) {
    if (isEnvelope(error.response?.data)) return interpretReply(error.response.data) as ApiResult<never>;
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return { ok: false, reason: 'timeout', message: translate('error.timeout') };
    }
    if (!error.response) return { ok: false, reason: 'network', message: translate('error.network') };
  }
  return interpretReply(undefined);
}

/** Ends the session the server no longer honours, once per reply, and tells the page. */
function endSession(message: string): void {
  useSession.getState().clear();
  broadcastNotLoggedIn(message || translate('error.sessionExpired'));
}

type RequestConfig = Parameters<typeof http.request>[0];

/**
 * What became of a request: the server's body, or the error axios threw; and the token it
 * carried ('' for none), as the interceptor set it when it left.
 */
type Outcome = ({ data: unknown } | { error: unknown }) & { sentToken?: string };

const sentTokenOf = (config: InternalAxiosRequestConfig | undefined): string | undefined =>
  config ? String(config.headers.get(AUTH_HEADER) ?? '') : undefined;

const outcomeOf = (config: RequestConfig): Promise<Outcome> =>
  http.request(config).then(
    (response) => ({ data: response.data, sentToken: sentTokenOf(response.config) }),
    (error: unknown) => ({ error, sentToken: error instanceof AxiosError ? sentTokenOf(error.config) : undefined }),
  );

/**
 * Waits for a request's outcome (under the loading indicator when asked), reads it and applies
 * the reply rules: toasts, dead sessions, results. Read only now, so a failure's message is in
 * the words loaded by then.
 */
async function send<T>(outcome: Promise<Outcome>, options: CallOptions): Promise<ApiResult<T>> {
  const stop = options.loading ? startLoading(REQUEST_LOADING_DELAY_MS) : () => undefined;
  let done: Outcome;
  try {
    done = await outcome;
  } finally {
    stop();
  }
  return settle('data' in done ? interpretReply<T>(done.data) : failureOf(done.error), options, done.sentToken);
}

/**
 * Applies the reply rules. A dead session is ended only if the request spoke for the session
 * the page has now: a late reply to one sent with a token already ended (or since replaced by a
 * new sign-in) must not log the user out again, nor send them to login from where they went next.
 */
function settle<T>(result: ApiResult<T>, options: CallOptions, sentToken?: string): ApiResult<T> {
  if (!result.ok && result.reason === 'session') {
    if (sentToken !== undefined && sentToken !== useSession.getState().token) return result;
    endSession(result.message);
    toast(result.message || translate('error.sessionExpired'));
  } else if (!result.ok) {
    if (!options.silent) toast(result.message);
    // What the user did (a call with its loading indicator) or was told of: the page shows it either way.
    if (!options.silent || options.loading) shownError = { text: result.message, at: Date.now() };
  }
  return result;
}

let shownError: { text: string; at: number } | null = null;

/**
 * The last failure the user saw, once, while it is recent: what a support chat opened now is
 * likely about. Taking it forgets it (a later chat does not bring it up again).
 */
export function takeRecentError(now = Date.now()): string | null {
  const error = shownError;
  shownError = null;
  return error && error.text && now - error.at <= RECENT_ERROR_MS ? error.text : null;
}

type RefusedChangeListener = (spec: CallSpec) => void;
const refusedChangeListeners = new Set<RefusedChangeListener>();

/**
 * Hears of a change the server refused (a redemption already done in another tab, an order
 * already filled): what the page shows has moved on without it, so the data layer loads it again.
 */
export function onRefusedChange(listener: RefusedChangeListener): () => void {
  refusedChangeListeners.add(listener);
  return () => refusedChangeListeners.delete(listener);
}

/** Checks a request against the contract's schema (the one the server uses too). */
function invalid(spec: CallSpec, input: Record<string, unknown>): ApiResult<never> | null {
  const parsed = spec.request.safeParse(input);
  return parsed.success ? null : { ok: false, reason: 'validation', message: translate(firstIssue(parsed.error)) };
}

/**
 * Makes one contract call. The request is checked against the contract's schema first, so an
 * invalid form never leaves the phone. A call without params takes the reply the host's start
 * asked for ahead of it, if there is one (`prefetch`).
 */
export async function call<C extends CallSpec>(
  spec: C,
  params?: RequestOf<C>,
  options: CallOptions = {},
): Promise<ApiResult<ReplyOf<C>>> {
  const input = (params ?? {}) as Record<string, unknown>;
  const refused = invalid(spec, input);
  if (refused) return settle(refused, options);
  const early = Object.keys(input).length === 0 ? takePrefetched(spec) : undefined;
  const result = await send<ReplyOf<C>>(early ?? outcomeOf(requestOf(spec, input)), options);
  if (spec.method !== 'GET' && !result.ok && result.reason === 'business') for (const listener of refusedChangeListeners) listener(spec);
  return result;
}

function requestOf(spec: CallSpec, input: Record<string, unknown>): RequestConfig {
  const get = spec.method === 'GET';
  return {
    method: spec.method,
    url: spec.path,
    params: get ? input : undefined,
    data: get ? undefined : formEncode(input),
    headers: get ? undefined : { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** Requests sent ahead of the page that makes them, each for one session and language. */
const prefetched = new Map<string, { at: number; outcome: Promise<Outcome> }>();
const prefetchKey = (spec: CallSpec) => `${callKey(spec)} ${languageMark()} ${useSession.getState().token ?? ''}`;

/**
 * Sends a call without params before the page that makes it has arrived: the host's start-up
 * sends the first page's calls (`firstCalls`) while that page's code is still on the network, so
 * the page's data comes one wave sooner. The page's own `call` takes the outcome, once, if it was
 * asked for less than `PREFETCH_KEEP_MS` before, for the same session and language; it is read
 * and shown (a failure, a dead session) by that call, as if it had sent the request.
 */
export function prefetch(spec: CallSpec, now = Date.now()): void {
  for (const [key, { at }] of prefetched) if (now - at > PREFETCH_KEEP_MS) prefetched.delete(key);
  const key = prefetchKey(spec);
  if (!prefetched.has(key)) prefetched.set(key, { at: now, outcome: outcomeOf(requestOf(spec, {})) });
}

function takePrefetched(spec: CallSpec): Promise<Outcome> | undefined {
  const key = prefetchKey(spec);
  const early = prefetched.get(key);
  prefetched.delete(key);
  return early && Date.now() - early.at <= PREFETCH_KEEP_MS ? early.outcome : undefined;
}

export interface UploadOptions extends CallOptions {
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** Sends a file to a multipart contract call (as `file`), with its other fields and progress. */
export async function upload<C extends CallSpec>(
  spec: C,
  file: Blob,
  params: RequestOf<C>,
  options: UploadOptions = {},
): Promise<ApiResult<ReplyOf<C>>> {
  const input = params as Record<string, unknown>;
  const refused = invalid(spec, input);
  if (refused) return settle(refused, options);
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null) form.append(key, String(value));
  form.append('file', file, (file as File).name || 'image');
  return send<ReplyOf<C>>(
    outcomeOf({
      method: spec.method,
      url: spec.path,
      data: form,
      onUploadProgress: (event) => options.onProgress?.(event.total ? event.loaded / event.total : 0),
    }),
    options,
  );
}

/** One of the signed-in user's own files (`upload/file`: a chat picture, a deposit proof), or null when it cannot be had. */
export async function privateFile(id: string): Promise<Blob | null> {
  try {
    const response = await http.get<Blob>('upload/file', { params: { id }, responseType: 'blob' });
    return response.data;
  } catch {
    return null;
  }
}
