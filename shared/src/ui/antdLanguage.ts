import { DEFAULT_LANGUAGE, type Language } from '@h5/shared/constants';
import { i18n, isLanguage } from '@h5/shared/i18n';

type Locale = typeof import('antd-mobile/es/locales/en-US').default;

// Loaded when a language is chosen: only the reader's locale is downloaded.
const LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kr: () => import('antd-mobile/es/locales/ko-KR'),
  esp: () => import('antd-mobile/es/locales/es-ES'),
  th: () => import('antd-mobile/es/locales/th-TH'),
};

/**
 * antd-mobile's own words (a mask's name for screen readers) in the page's language, popups and
 * dialogs rendered outside a page's tree included: the kernel's antd-mobile (antdSetup.ts) hands
 * its `setDefaultConfig` here once; it follows every change of language from then on.
 */
export function followLanguage(setDefaultConfig: (config: { locale: Locale }) => void): void {
  const apply = (lang: string) => void LOCALES[isLanguage(lang) ? lang : DEFAULT_LANGUAGE]().then((locale) => setDefaultConfig({ locale: locale.default }));
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
