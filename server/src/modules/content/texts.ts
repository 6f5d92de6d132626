import type { Language } from '@h5/shared/constants';
import { refusal } from '../../plugins/envelope';
import { MARKDOWN_MAX, SUMMARY_MAX, TITLE_MAX, parseDocument, renderArticle, wordsOf } from './markdown';
import type { TextRow } from './queries';

/** One language's document turned into what is stored, or refused naming the language. */
export function textOf(lang: Language, source: string): TextRow {
  const document = parseDocument(source);
  if (!document) throw refusal('ops.documentInvalid', { vars: { lang, title: TITLE_MAX, summary: SUMMARY_MAX, body: MARKDOWN_MAX } });
  const words = `${document.title} ${document.summary} ${wordsOf(document.markdown)}`;
  return { lang, ...document, html: renderArticle(document.markdown), search: words.toLowerCase() };
}

