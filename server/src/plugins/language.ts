import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANG_HEADER, LANGUAGES, type Language } from '@h5/shared/constants';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language replies are written in: the `lang` header the client sends, else the default. */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers[LANG_HEADER];
  return isLanguage(header) ? header : DEFAULT_LANGUAGE;
}
