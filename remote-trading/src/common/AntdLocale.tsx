import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import koKR from 'antd-mobile/es/locales/ko-KR';
import thTH from 'antd-mobile/es/locales/th-TH';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhHK from 'antd-mobile/es/locales/zh-HK';
import type { Language } from '@h5/shared/constants';
import { isLanguage, useTranslation } from '@h5/shared/i18n';

const LOCALES: Record<Language, typeof enUS> = { zh: zhCN, en: enUS, hk: zhHK, jp: jaJP, kr: koKR, esp: esES, th: thTH };

/**
 * antd-mobile's own texts (the search box's and the mask's labels for screen readers) in the
 * page's language. Each remote bundles its own antd-mobile, so each sets its locale itself.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? LOCALES[i18n.language] : zhCN;
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
