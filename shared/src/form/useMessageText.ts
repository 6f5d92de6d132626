import { i18n, useTranslation } from '@h5/shared/i18n';
import type { Message } from './check';

/**
 * Turns a field's message into text in the reader's language. A string that is no key (a
 * refusal the server worded itself) is shown as it came.
 */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation('common');
  return (message) => {
    if (typeof message !== 'string') return t(message.key, message.values);
    return i18n.exists(message, { ns: 'common' }) ? t(message) : message;
  };
}
