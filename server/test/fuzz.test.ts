/**
 * Every call of the shared contract, as a guest and signed in, with bad values for each field and
 * wrong whole bodies (the walk: ./support/fuzz-walk.ts; the back office's endpoints walk in
 * fuzz-ops.test.ts); then the walk's own checks, and every schema's refusals translated.
 */
import type { Language } from '@h5/shared/constants';
import { allCalls, callKey } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { firstIssue } from '@h5/shared/validation';
import { acceptedValue, badValuesFor, fieldsOf } from './support/fuzz';
import { describeFuzz, replyProblem } from './support/fuzz-walk';

describeFuzz('calls');

describe('the fuzz test\'s own checks', () => {
  const refusal = (message: string) => ({ status: 400, body: { type: 'error', code: 0, message, data: null } });

  it('tells the language asked for from another one, placeholders filled', () => {
    const tooLarge = (lang: Language) => translate(lang, 'validation.tooLarge', { max: '1 USDT' });
    expect(replyProblem(refusal(tooLarge('zh')), 'zh')).toBeNull();
    expect(replyProblem(refusal(tooLarge('en')), 'en')).toBeNull();
    expect(replyProblem(refusal(tooLarge('en')), 'zh')).toMatch(/not in zh/);
    expect(replyProblem(refusal(tooLarge('zh')), 'en')).toMatch(/not in en/);
    expect(replyProblem(refusal('validation.tooLarge'), 'en')).toMatch(/not in en/);
  });

  it('refuses a 5xx, a reply out of the envelope and an empty message', () => {
    expect(replyProblem({ status: 500, body: refusal(translate('en', 'server.internal')).body }, 'en')).toBe('HTTP 500');
    expect(replyProblem({ status: 400, body: { error: 'Bad Request' } }, 'en')).toMatch(/not an envelope/);
    expect(replyProblem(refusal(' '), 'en')).toMatch(/not an envelope/);
  });
});

describe('every contract schema refuses in words the server can translate', () => {
  it.each(allCalls.map((spec) => [callKey(spec), spec] as const))('%s', (_key, spec) => {
    const base = Object.fromEntries(Object.entries(fieldsOf(spec)).map(([name, schema]) => [name, acceptedValue(name, schema)]));
    const untranslated: string[] = [];
    for (const field of Object.keys(base)) {
      for (const bad of badValuesFor(base[field])) {
        const parsed = spec.request.safeParse({ ...base, [field]: bad.value });
        if (parsed.success) continue;
        const key = firstIssue(parsed.error);
        if (translate('en', key) === key || translate('zh', key) === translate('en', key)) untranslated.push(`${field}=${bad.label}: "${key}"`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});
