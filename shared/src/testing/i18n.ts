import type { Language } from '@h5/shared/constants';
import { changeLanguage, i18n, initI18n } from '@h5/shared/i18n';

/**
 * Starts the kernel's i18n in `lang` and loads `common` and the given namespaces up front, as
 * the host would before the page renders: no page suspends on its words in the middle of a
 * test (and fake timers can follow). A remote's namespace is registered by its `src/pages`
 * module, which the test imports first.
 */
export async function startI18n(lang: Language, ...namespaces: string[]): Promise<void> {
  await initI18n();
  await changeLanguage(lang);
  await i18n.loadNamespaces(['common', ...namespaces]);
}
