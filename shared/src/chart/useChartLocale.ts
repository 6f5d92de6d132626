import { LOCALE_TAGS, isLanguage, useTranslation } from '@h5/shared/i18n';

/** The page's language as a chart's BCP 47 tag (month and day names on the time axis). */
export function useChartLocale(): string {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? LOCALE_TAGS[i18n.language] : 'en';
}
