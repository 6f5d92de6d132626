import type { FastifyInstance } from 'fastify';
import type { CallSpec, ParsedRequestOf, ReplyOf } from '@h5/shared/contract';
import { API_BASE, type Language } from '@h5/shared/constants';
import { firstIssue } from '@h5/shared/validation';
import type { Session, SessionService } from '../modules/session/service';
import { sessionOf } from './auth';
import { AppError, notLoggedIn, okEnvelope } from './envelope';
import { inReplyLanguage, languageOf } from './language';
import { readMultipart, type IncomingFile } from './multipart';
import type { RateCheck } from './rate-limit';

export interface CallContext {
  lang: Language;
  /** Set on calls that need a session (always) and on `optionalSession` calls (when signed in). */
  session: Session | null;
  /** The uploaded file of a multipart call, if one came. */
  file: IncomingFile | null;
}

export type CallHandler<C extends CallSpec> = (input: ParsedRequestOf<C>, context: CallContext) => Promise<ReplyOf<C>>;

export interface CallOptions {
  /** The success message's i18n key; `status.operationSuccessful` when not given. */
  message?: string;
  /** Counted before anything else, so refused and invalid calls count too. */
  limits?: RateCheck[];
  /** A public call that still wants to know who is signed in. */
  optionalSession?: boolean;
}

const isPlainObject = (value: unknown): boolean => typeof value === 'object' && !Array.isArray(value);

/** Serves one contract entry at `/api/<path>`. */
export type RegisterCall = <C extends CallSpec>(spec: C, handler: CallHandler<C>, options?: CallOptions) => void;

/**
 * The one way routes are made: rate limits, then the session (401/999 when the call needs one),
 * then the entry's schema over the body (POST/PUT, form or JSON; multipart for uploads) or the
 * query (GET); the typed handler's result goes out in the success envelope.
 */
export function callRegistrar(app: FastifyInstance, sessions: SessionService): RegisterCall {
  return (spec, handler, options = {}) => {
    app.route({
      method: spec.method,
      url: `${API_BASE}/${spec.path}`,
      handler: async (request) => {
        for (const check of options.limits ?? []) await check(request);
        const session = spec.auth || options.optionalSession ? await sessionOf(request, sessions) : null;
        if (spec.auth && !session) throw notLoggedIn();
        const { fields, file } =
          spec.body === 'multipart' ? await readMultipart(request) : { fields: spec.method === 'GET' ? request.query : request.body, file: null };
        // A JSON array, string or number is no form: the schemas speak of fields, not of those.
        if (fields !== null && fields !== undefined && !isPlainObject(fields)) throw new AppError('server.badRequest');
        const parsed = spec.request.safeParse(fields ?? {});
        if (!parsed.success) throw new AppError(firstIssue(parsed.error));
        const lang = languageOf(request);
        const data = await inReplyLanguage(lang, () => handler(parsed.data as ParsedRequestOf<typeof spec>, { lang, session, file }));
        return okEnvelope(lang, data, options.message);
      },
    });
  };
}

/** The session of a call registered with `auth: true` (the registrar has already refused the rest). */
export function signedIn(context: CallContext): Session {
  if (!context.session) throw notLoggedIn();
  return context.session;
}
