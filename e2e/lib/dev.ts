/**
 * What the running test server offers outside the API contract: the dev endpoints of the
 * embedded mode (the outbox of verification codes; the price and the calendar, when the server
 * was started with MARKET_CONTROL=1 or CLOCK_CONTROL=1, see the README) and the bytes of an
 * uploaded file, which are no envelope.
 */
import { API_BASE, AUTH_HEADER } from '@h5/shared/constants';
import type { PriceTick } from '@h5/shared/contract';
import { dataOf, envelopeAt } from './api';
import { running } from './fixture';

interface SentCode {
  code: string;
  scene: string;
}

/** The newest verification code sent to `target` (an email or areacode-phone), of `scene` when given. */
export async function latestCode(target: string, scene?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const sent = await envelopeAt<SentCode[] | null>(running().url, { method: 'GET', path: 'dev/outbox', query: { to: target } });
    // Newest first; the scene tells a new code from an older one still in the outbox.
    const code = (sent.data ?? []).find((one) => !scene || one.scene === scene)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${scene ?? ''} code was sent to ${target}`);
}

/**
 * The next shared tick of `symbol` is `price` (MARKET_CONTROL=1); resolves once everything it
 * reached is settled. With `hold`, the price stays there until it is set again (the market walks
 * once a second otherwise, so an estimate read on screen may be a tick old when it is acted on).
 */
export async function setPrice(symbol: string, price: string, options: { hold?: boolean } = {}): Promise<PriceTick> {
  return dataOf(await envelopeAt<PriceTick>(running().url, { method: 'POST', path: 'dev/price', json: { symbol, price, ...options } }), 'dev/price');
}

/**
 * Moves the server's calendar `seconds` forward (CLOCK_CONTROL=1) and resolves once the
 * date-driven jobs (dividends, subscription windows, lock-ups) have caught up with it.
 */
export async function advanceClock(seconds: number): Promise<{ now: number; done: Record<string, number> }> {
  return dataOf(await envelopeAt<{ now: number; done: Record<string, number> }>(running().url, { method: 'POST', path: 'dev/clock', json: { seconds } }), 'dev/clock');
}

/** An uploaded file's bytes as the server answers them, to its owner only (`token`). */
export function uploadedFile(id: string, token?: string): Promise<Response> {
  return fetch(`${running().url}${API_BASE}/upload/file?id=${encodeURIComponent(id)}`, { headers: token ? { [AUTH_HEADER]: token } : {} });
}
