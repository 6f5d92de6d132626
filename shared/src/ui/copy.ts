import { i18n } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';

/** Copies text, telling the user it worked, or to copy by hand when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast(i18n.t('status.copied', { ns: 'common' }));
    return true;
  } catch {
    toast(i18n.t('status.copyFailed', { ns: 'common' }));
    return false;
  }
}
