/**
 * The one API client of the page (spec sections 7 and 8): base /api, form-encoded bodies, the
 * token in `authorization`, the language mark in `lang`, a 60 s timeout, and one place where
 * replies are unwrapped, failures toasted and dead sessions ended.
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import {
  API_BASE,
  AUTH_HEADER,
  LANG_HEADER,
  REQUEST_LOADING_DELAY_MS,
  REQUEST_TIMEOUT_MS,
} from '@h5/shared/constants';
import type { CallSpec, ReplyOf, RequestOf } from '@h5/shared/contract';
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

/**
 * Makes one contract call. The request is checked against the contract's schema first (the
 * same one the server uses), so an invalid form never leaves the phone.
 */
export async function call<C extends CallSpec>(
  spec: C,
  params?: RequestOf<C>,
  options: CallOptions = {},
): Promise<ApiResult<ReplyOf<C>>> {
  const input = (params ?? {}) as Record<string, unknown>;
  const parsed = spec.request.safeParse(input);
  let result: ApiResult<ReplyOf<C>>;
  if (!parsed.success) {
    result = { ok: false, reason: 'validation', message: translate(firstIssue(parsed.error)) };
  } else {
    const stop = options.loading ? startLoading(REQUEST_LOADING_DELAY_MS) : () => undefined;
    try {
      const body = spec.method === 'GET' ? undefined : formEncode(input);
      const response = await http.request({
        method: spec.method,
        url: spec.path,
        params: spec.method === 'GET' ? input : undefined,
        data: body,
        headers: body === undefined ? undefined : { 'content-type': 'application/x-www-form-urlencoded' },
      });
      result = interpretReply<ReplyOf<C>>(response.data);
    } catch (error) {
      result = failureOf(error);
    } finally {
      stop();
    }
  }
  if (!result.ok && result.reason === 'session') {
    endSession(result.message);
    toast(result.message || translate('error.sessionExpired'));
  } else if (!result.ok && !options.silent) {
    toast(result.message);
  }
  return result;
}
