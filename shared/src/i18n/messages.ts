/**
 * Every language of the `common` namespace at once, with the back office's words (`ops`) beside
 * it, for code that must answer in any language without loading (the server). Pages load one
 * language of `common` at a time instead, without `ops`.
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
import type { Resources } from './types';

export const commonMessages: Record<Language, Resources> = {
  zh: { ...zh, ops: opsZh },
  en: { ...en, ops: opsEn },
  hk: { ...hk, ops: opsHk },
  jp: { ...jp, ops: opsJp },
  kr: { ...kr, ops: opsKr },
  esp: { ...esp, ops: opsEsp },
  th: { ...th, ops: opsTh },
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
