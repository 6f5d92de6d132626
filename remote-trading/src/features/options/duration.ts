import { LOCALE_TAGS, isLanguage } from '@h5/shared/i18n';

/**
 * An option time in the reader's language ("30 sec", "5 min", "1 hr"), through Intl so
 * every language gets its own unit words.
 */
export function formatDuration(seconds: number, language: string): string {
  const locale = isLanguage(language) ? LOCALE_TAGS[language] : 'zh-CN';
  const [value, unit] =
    seconds % 3600 === 0 && seconds >= 3600
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0 && seconds >= 60
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  } catch {
    return `${value}${unit[0]}`;
  }
}
