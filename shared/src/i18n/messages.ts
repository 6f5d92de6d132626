/**
 * Every language of the `common` namespace at once, with the server's own words (`server`,
 * `message`) and the back office's (`ops`) beside it, for code that must answer in any language
 * without loading (the server). Pages load one language of `common` at a time instead, without
 * those.
 */
import { DEFAULT_LANGUAGE, type Language } from '@h5/shared/constants';
import en from './common/en';
import esp from './common/esp';
import hk from './common/hk';
import jp from './common/jp';
import kr from './common/kr';
import th from './common/th';
import zh from './common/zh';
import opsEn from './ops/en';
import opsEsp from './ops/esp';
import opsHk from './ops/hk';
import opsJp from './ops/jp';
import opsKr from './ops/kr';
import opsTh from './ops/th';
import opsZh from './ops/zh';
import serverEn from './server/en';
import serverEsp from './server/esp';
import serverHk from './server/hk';
import serverJp from './server/jp';
import serverKr from './server/kr';
import serverTh from './server/th';
import serverZh from './server/zh';
import type { Resources } from './types';

export const commonMessages: Record<Language, Resources> = {
  zh: { ...zh, ...serverZh, ops: opsZh },
  en: { ...en, ...serverEn, ops: opsEn },
  hk: { ...hk, ...serverHk, ops: opsHk },
  jp: { ...jp, ...serverJp, ops: opsJp },
  kr: { ...kr, ...serverKr, ops: opsKr },
  esp: { ...esp, ...serverEsp, ops: opsEsp },
  th: { ...th, ...serverTh, ops: opsTh },
};

function lookup(resources: Resources, key: string): string | undefined {
  let node: string | Resources | undefined = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The `common` text for `key` in `lang`, with `{{name}}` placeholders filled. */
export function translate(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const text = lookup(commonMessages[lang] ?? commonMessages[DEFAULT_LANGUAGE], key) ?? lookup(commonMessages.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
