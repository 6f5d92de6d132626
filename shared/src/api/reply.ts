/**
 * The reply rules of spec section 8, as pure functions so every branch is tested without HTTP.
 */
import { CODE_OK, REPLY_OK, REPLY_SESSION_INVALID } from '@h5/shared/constants';
import type { Envelope } from '@h5/shared/contract';

export type Failure = 'business' | 'session' | 'network' | 'timeout' | 'validation';

export type ApiResult<T> =
  | { ok: true; data: T; message: string }
  | { ok: false; reason: Failure; message: string; /** The envelope's code, when the server sent one. */ code?: number };

/** The word shown when a failed reply carries no message (spec: "the word ERROR"). */
export const GENERIC_ERROR = 'ERROR';

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'type' in body && 'code' in body;
}

/** What a reply body means: success, a dead session, or another failure with its message. */
export function interpretReply<T>(body: unknown): ApiResult<T> {
  if (!isEnvelope(body)) return { ok: false, reason: 'business', message: GENERIC_ERROR };
  const message = typeof body.message === 'string' ? body.message : '';
  if (body.type === REPLY_OK || Number(body.code) === CODE_OK) return { ok: true, data: body.data as T, message };
  if (String(body.type) === REPLY_SESSION_INVALID) return { ok: false, reason: 'session', message };
  const code = Number(body.code);
  return { ok: false, reason: 'business', message: message || GENERIC_ERROR, ...(Number.isFinite(code) ? { code } : {}) };
}

/** Form-encodes a flat object; undefined and null are left out, other values as text. */
export function formEncode(params: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form.toString();
}
