import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { setNumberLanguage } from '@h5/shared/format';
import { DEFAULT_LANGUAGE, LANG_HEADER, LANGUAGES, type Language } from '@h5/shared/constants';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language replies are written in: the `lang` header the client sends, else the default. */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers[LANG_HEADER];
  return isLanguage(header) ? header : DEFAULT_LANGUAGE;
}

const replyLanguage = new AsyncLocalStorage<Language>();

/**
 * Runs a call's work with its reply's language at hand, so a figure in a refusal is written the
 * reader's way ("10.000 USDT" in Spanish) wherever in the call it is formatted.
 */
export function inReplyLanguage<T>(lang: Language, work: () => T): T {
  return replyLanguage.run(lang, work);
}

setNumberLanguage(() => replyLanguage.getStore() ?? DEFAULT_LANGUAGE);
