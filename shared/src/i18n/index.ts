/**
 * The one i18next instance of the page. The `common` namespace lives here; each remote
 * registers its own namespace with a loader per language, so only the language in use is
 * downloaded, and a language change reloads every namespace any remote has used.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_TAGS, STORAGE_KEYS, type Language } from '@h5/shared/constants';
import { setNumberLanguage } from '@h5/shared/format';
import type { Resources } from './types';

export type { Resources, Translation } from './types';
export { LOCALE_TAGS };
export { useTranslation };

/** Fetches one language of a namespace (typically a dynamic import of `./i18n/<lang>`). */
export type NamespaceLoader = (lang: Language) => Promise<{ default: Resources }>;

export const i18n = i18next.createInstance();

const loaders = new Map<string, NamespaceLoader>();

/** Settles once the instance is ready to load namespaces (i18next cannot before), and stays settled. */
const initialised = new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));

/**
 * Tells the i18n instance how to fetch a namespace in each language. A remote registers when
 * its start-up runs (asked for beside the page); fetching starts at once, while the page's own
 * code still comes, rather than after the page has rendered and asked for it. A start-up that
 * runs before the first words are in has its words fetched the moment they are.
 */
export function registerNamespace(ns: string, load: NamespaceLoader, { onDemand = false } = {}): void {
  loaders.set(ns, load);
  // `onDemand`: fetched when a page first asks for it (words only some pages need, kept off home).
  if (!onDemand) fetchWords(ns);
}

/** Namespaces asked for and not yet in (or failed). */
const arriving = new Set<Promise<unknown>>();

/**
 * Starts fetching a namespace now. A page module that needs an on-demand namespace calls this as
 * it loads, so its words are on their way with its code and counted by `wordsArrived`.
 */
export function fetchWords(ns: string): void {
  // The file is asked for now rather than once the instance is ready, which is only after the
  // host's own words are in: the backend's read then finds the module loaded (one request).
  loaders.get(ns)?.(currentLanguage()).catch(() => undefined);
  const loading = initialised.then(() => i18n.loadNamespaces(ns));
  arriving.add(loading);
  const done = () => arriving.delete(loading);
  loading.then(done, done);
}

/**
 * Settles once every namespace asked for so far has arrived or failed. The host renders a page
 * that has just loaded only then: a page that suspends for its words instead is shown by React no
 * sooner than 300 ms after its fallback (React throttles revealing suspended content).
 */
export async function wordsArrived(): Promise<void> {
  await Promise.allSettled([...arriving]);
}

/** Every language of a registered namespace (for the translation checks in tests). */
export async function loadAllLanguages(ns: string): Promise<Record<Language, Resources>> {
  const load = loaders.get(ns);
  if (!load) throw new Error(`namespace ${ns} is not registered`);
  const entries = await Promise.all(LANGUAGES.map(async (lang) => [lang, (await load(lang)).default] as const));
  return Object.fromEntries(entries) as Record<Language, Resources>;
}

const registryBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders.get(namespace);
    if (!load || !isLanguage(language)) {
      callback(new Error(`no translations for ${namespace}/${language}`), false);
      return;
    }
    load(language).then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function storedLanguage(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEYS.language);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** What the server called our language when we last told it (sent back as a header). */
export function languageMark(): string {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.languageMark) || storedLanguage();
  } catch {
    return storedLanguage();
  }
}

export function saveLanguageMark(mark: string): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.languageMark, mark);
  } catch {
    // Storage unavailable: the header falls back to the language code.
  }
}

let ready: Promise<unknown> | null = null;

/** Starts the instance once (the host calls it before the first render). */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => applyDocumentLanguage(i18n.language as Language));
  return ready;
}

/** The document's language and the numbers' separators follow the page's language. */
function applyDocumentLanguage(lang: Language): void {
  setNumberLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[lang] ?? lang;
}

/**
 * Switches every loaded remote to `lang` at once and remembers the choice. Telling the server
 * is the caller's part (through the API client), so this module needs no HTTP.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  await initI18n();
  await i18n.changeLanguage(lang);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // The choice still holds for this page.
  }
  applyDocumentLanguage(lang);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : storedLanguage());

// Last: registering fetches at once, with the helpers above.
registerNamespace('common', (lang) => import(/* webpackChunkName: "i18n-common-[request]" */ `./common/${lang}`));
