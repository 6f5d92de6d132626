import { useState } from 'react';
import { call } from '@h5/shared/api';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@h5/shared/constants';
import { contract } from '@h5/shared/contract';
import { LOCALE_TAGS, changeLanguage, currentLanguage, saveLanguageMark, useTranslation } from '@h5/shared/i18n';
import { useGoBack } from '@h5/shared/router';
import { Page } from '../../common/Page';
import { Menu, MenuRow } from '../../common/Menu';

/**
 * The seven languages, each in its own words. A choice switches every loaded page at once,
 * is remembered here and told to the server (whose reply is the mark sent with later calls).
 */
export default function LanguagePage() {
  // Subscribing to the namespace is what re-renders this page when the language changes.
  const { t } = useTranslation('common');
  const goBack = useGoBack();
  const [switching, setSwitching] = useState(false);
  const current = currentLanguage();

  const choose = async (lang: Language) => {
    if (switching) return;
    setSwitching(true);
    await changeLanguage(lang);
    const result = await call(contract.user.setLang, { lang }, { silent: true });
    if (result.ok) saveLanguageMark(result.data);
    setSwitching(false);
    goBack();
  };

  return (
    <Page title={t('page.language')}>
      <Menu label={t('page.language')}>
        {LANGUAGES.map((lang) => (
          <MenuRow
            key={lang}
            label={<span lang={LOCALE_TAGS[lang]}>{LANGUAGE_NAMES[lang]}</span>}
            selected={lang === current}
            onClick={() => void choose(lang)}
          />
        ))}
      </Menu>
    </Page>
  );
}
