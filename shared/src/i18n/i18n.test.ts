import { deferred, flush } from '@h5/shared/testing';
import { findTranslationProblems } from './check';
import { commonMessages, translate } from './messages';
import { changeLanguage, currentLanguage, fetchWords, i18n, initI18n, languageMark, registerNamespace, saveLanguageMark, storedLanguage, wordsArrived } from './index';
import type { Resources } from './types';

describe('common translations', () => {
  it('are complete in all seven languages, none left in English', () => {
    expect(findTranslationProblems(commonMessages)).toEqual([]);
  });

  it('catch a missing key, an extra key, an English leftover and a lost placeholder', () => {
    const broken = JSON.parse(JSON.stringify(commonMessages)) as Record<string, Resources>;
    delete (broken.jp!.action as Resources).retry;
    (broken.kr!.action as Resources).extra = 'x';
    (broken.th!.action as Resources).cancel = 'Cancel';
    (broken.esp!.remote as Resources).kind = 'Tipo';
    expect(findTranslationProblems(broken as typeof commonMessages)).toEqual([
      'jp: missing action.retry',
      'kr: extra action.extra',
      'esp: placeholders differ in remote.kind',
      'th: untranslated action.cancel ("Cancel")',
    ]);
  });

  it('translate on the server side with placeholders', () => {
    expect(translate('en', 'remote.kind', { kind: 'timeout' })).toBe('Error type: timeout');
    expect(translate('zh', 'validation.passwordMismatch')).not.toBe(translate('en', 'validation.passwordMismatch'));
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});

describe('language choice', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to zh, loads only that language, and fetches words registered before it was ready at once', async () => {
    const words = { default: { greeting: 'early' } };
    const early = jest.fn(async () => words);
    const onDemand = jest.fn(async () => words);
    registerNamespace('early', early);
    registerNamespace('later', onDemand, { onDemand: true });
    expect(storedLanguage()).toBe('zh');
    // Asked for before the instance is ready (which waits on the common words), not after it.
    expect(early.mock.calls).toEqual([['zh']]);
    await initI18n();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Read again by the instance: a dynamic import's second call is the module already loaded.
    expect(early.mock.calls).toEqual([['zh'], ['zh']]);
    expect(i18n.t('greeting', { ns: 'early' })).toBe('early');
    expect(onDemand).not.toHaveBeenCalled();
    expect(currentLanguage()).toBe('zh');
    expect(i18n.t('tab.home')).toBe(commonMessages.zh.tab && (commonMessages.zh.tab as Resources).home);
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('switches, persists the choice and keeps the server mark apart', async () => {
    await changeLanguage('en');
    expect(i18n.t('tab.assets')).toBe('Assets');
    expect(localStorage.getItem('h5.lang')).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(languageMark()).toBe('en');
    saveLanguageMark('en-mark');
    expect(languageMark()).toBe('en-mark');
    await changeLanguage('th');
    expect(document.documentElement.lang).toBe('th');
  });

  it('tells when every namespace asked for has arrived, on demand ones included, and does not wait on one that failed', async () => {
    const slow = deferred<{ default: Resources }>();
    registerNamespace('slow', () => slow.promise);
    registerNamespace('asked', async () => ({ default: { word: 'asked' } }), { onDemand: true });
    registerNamespace('broken', async () => Promise.reject(new Error('gone')), { onDemand: true });
    fetchWords('asked');
    fetchWords('broken');
    let arrived = false;
    const waiting = wordsArrived().then(() => {
      arrived = true;
    });
    await flush();
    expect(arrived).toBe(false);
    slow.resolve({ default: { word: 'slow' } });
    await waiting;
    expect(i18n.t('word', { ns: 'slow' })).toBe('slow');
    expect(i18n.t('word', { ns: 'asked' })).toBe('asked');
    await expect(wordsArrived()).resolves.toBeUndefined();
  });
});
