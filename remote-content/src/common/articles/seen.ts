import { STORAGE_KEYS } from '@h5/shared/constants';
import { storedIds } from '@h5/shared/ui';

/** The articles opened on this device: the lists mark the others as new. */
export const readArticles = storedIds(STORAGE_KEYS.articlesRead);
/** The important notices dismissed on this device: home's popup shows each until then. */
export const dismissedNotices = storedIds(STORAGE_KEYS.noticesDismissed);
/** The help articles answered "was this helpful?" on this device. */
export const answeredHelp = storedIds(STORAGE_KEYS.helpAnswered);

/** This device's random key: a guest's answers count once per device. */
export function deviceKey(): string {
  try {
    const stored = globalThis.localStorage.getItem(STORAGE_KEYS.device);
    if (stored) return stored;
    const made = globalThis.crypto.randomUUID();
    globalThis.localStorage.setItem(STORAGE_KEYS.device, made);
    return made;
  } catch {
    return globalThis.crypto.randomUUID();
  }
}
