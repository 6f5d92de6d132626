import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@h5/shared/contract';
import type { Message } from '@h5/shared/form/amount';
import { CODE_OK, DEFAULT_LANGUAGE, REPLY_ERROR, REPLY_OK, REPLY_SESSION_INVALID, type Language } from '@h5/shared/constants';
import { translate } from '@h5/shared/i18n/messages';
import { languageOf } from './language';

const CODE_ERROR = 0;
const CODE_SESSION_INVALID = 999;

/**
 * The value of a placeholder: shown as it is, or (`{ key, values }`) a message of its own,
 * translated in the language of the reply ("Minimum per order: TRX has 6 decimal places").
 */
export type MessageVar = string | number | { key: string; values?: Record<string, string | number> | undefined };

/**
 * A refusal the client should see: an i18n key (with the values of its `{{placeholders}}`), an
 * HTTP status and the envelope's type/code.
 */
export class AppError extends Error {
  constructor(
    readonly key: string,
    readonly status = 400,
    readonly type: string = REPLY_ERROR,
    readonly code: number = CODE_ERROR,
    readonly vars: Record<string, MessageVar> = {},
  ) {
    super(key);
  }
}

/** A 400 refusal with placeholder values, or with a `code` the page acts on (listed in the README). */
export const refusal = (key: string, options: { code?: number; vars?: Record<string, MessageVar> } = {}) =>
  new AppError(key, 400, REPLY_ERROR, options.code ?? CODE_ERROR, options.vars ?? {});

/** A kernel rule's fault (a key, or a key with its values: `@h5/shared/form/amount`) as a refusal. */
export const refusalOf = (fault: Message): AppError => (typeof fault === 'string' ? refusal(fault) : refusal(fault.key, { vars: fault.values }));

export const notLoggedIn = () => new AppError('server.notLoggedIn', 401, REPLY_SESSION_INVALID, CODE_SESSION_INVALID);
export const tooManyRequests = () => new AppError('server.tooManyRequests', 429);
export const requestTooLarge = () => new AppError('server.requestTooLarge', 413);
/** Also the answer for another user's ids: whose they are is nobody else's business. */
export const notFound = () => new AppError('server.notFound', 404);

export function okEnvelope<T>(lang: Language, data: T, key = 'status.operationSuccessful'): Envelope<T> {
  return { type: REPLY_OK, code: CODE_OK, message: translate(lang, key), data };
}

function errorEnvelope(lang: Language, error: AppError): Envelope<null> {
  const vars = Object.fromEntries(
    Object.entries(error.vars).map(([name, value]) => [name, typeof value === 'object' ? translate(lang, value.key, value.values) : value]),
  );
  return { type: error.type, code: error.code, message: translate(lang, error.key, vars), data: null };
}

/** What the client is told about an error: its own words for AppErrors, a generic line for the rest. */
function publicError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  const status = error.statusCode ?? 500;
  if (status === 404) return notFound();
  if (status === 429) return tooManyRequests();
  if (status === 413) return requestTooLarge();
  if (status === 415) return new AppError('server.unsupportedType', 415);
  if (status >= 400 && status < 500) return new AppError('server.badRequest', status);
  return new AppError('server.internal', 500);
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  return reply.code(error.status).send(errorEnvelope(languageOf(request), error));
}

/**
 * A body refused as too large is still read to its end, up to this many bytes, before the reply:
 * a client still sending would otherwise lose the reply when the connection is cut under it.
 */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/** Reads and drops the rest of a request's body; true once it has all arrived, false past `maxBytes` or if it broke off. */
function drain(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (complete: boolean) => {
      raw.off('data', onData).off('end', onEnd).off('close', onBroken).off('error', onBroken);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onBroken = () => finish(raw.readableEnded);
    raw.on('data', onData).on('end', onEnd).on('close', onBroken).on('error', onBroken);
    raw.resume();
  });
}

/** Every failure leaves as an envelope; the details (stack included) go only to the log. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const shown = publicError(error);
    if (shown.status >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(error instanceof AppError)) request.log.info({ err: error }, 'request refused');
    if (shown.status === 413) {
      // Read whole, the connection stays usable; past the cap it closes, after the reply.
      if (await drain(request.raw, DRAIN_MAX_BYTES)) reply.removeHeader('connection');
      else reply.header('connection', 'close');
    }
    return sendError(request, reply, shown);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, notFound()));
}

/**
 * What the router refuses before there is a route (Fastify's `frameworkErrors`) also leaves as an
 * envelope: a path segment past the router's length is a path that names nothing (404), a URL
 * that does not decode is a bad request.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(request, reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? notFound() : new AppError('server.badRequest'));
}

/**
 * What Node's HTTP parser refuses before there is a request (headers over the size limit, a
 * malformed request line) also leaves as an envelope, then the connection closes. The headers,
 * the language among them, could not be read: the reply is in the default language.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refused =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('server.requestTooLarge', 431)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('server.badRequest', 408)
        : new AppError('server.badRequest', 400);
  this.log.info({ err: error }, 'request refused by the HTTP parser');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorEnvelope(DEFAULT_LANGUAGE, refused));
  socket.end(
    `HTTP/1.1 ${refused.status} ${STATUS_CODES[refused.status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
