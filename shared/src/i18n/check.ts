/**
 * Finds what a namespace's translations lack: keys missing or extra in a language, empty
 * values, placeholders that differ, and values left as the English text. Each package's tests
 * run it over their own namespace.
 */
import { LANGUAGES, type Language } from '@h5/shared/constants';
import { PLACEHOLDER } from '@h5/shared/format';
import type { Resources } from './types';

/** Words that read the same in every language (codes, tickers, brand names). */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  'USDT', 'BTC', 'ETH', 'TRC20', 'K', 'VIP', 'RWA', 'AI', 'ID', 'IBAN', 'Swift/Fedwire', 'Email', 'OK',
  'ERROR', 'H5', 'KYC', 'MA5', 'MA10', 'MA30', '1m', '5m', '30m', '1h', '1D', '1W', '1M', PLACEHOLDER,
]);

function flatten(resources: Resources, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(resources)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort().join(',');

export function findTranslationProblems(
  byLanguage: Record<Language, Resources>,
  allowSame: ReadonlySet<string> = SAME_IN_EVERY_LANGUAGE,
): string[] {
  const source = flatten(byLanguage.en);
  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    const target = flatten(byLanguage[lang]);
    for (const [key, english] of source) {
      const text = target.get(key);
      if (text === undefined) problems.push(`${lang}: missing ${key}`);
      else if (!text.trim()) problems.push(`${lang}: empty ${key}`);
      else if (placeholders(text) !== placeholders(english)) problems.push(`${lang}: placeholders differ in ${key}`);
      else if (lang !== 'en' && text === english && !allowSame.has(english)) problems.push(`${lang}: untranslated ${key} ("${text}")`);
    }
    for (const key of target.keys()) if (!source.has(key)) problems.push(`${lang}: extra ${key}`);
  }
  return problems;
}
