import { useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { Dialog, unstableSetRender } from 'antd-mobile';
import { useTranslation } from '@h5/shared/i18n';

/**
 * Its own module (not `@h5/shared/ui`), so antd-mobile's dialogs load only with the remotes that ask.
 * antd-mobile draws imperative dialogs through react-dom's legacy render, which React 19 no
 * longer has: without this they silently never appear. Its documented way for React 19 is to
 * hand it a createRoot renderer (https://mobile.ant.design/guide/v5-for-19).
 */
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    // Let the closing animation's last frame commit before the root goes.
    await Promise.resolve();
    root.unmount();
  };
});

export interface ConfirmOptions {
  content: string;
  /** The way forward ("Go to verification", "Set it now"); Confirm when not given. */
  confirmText?: string;
}

/**
 * A question with Cancel and a way forward, true when the user takes it. antd-mobile's own
 * button words follow its locale, not the reader's language, so ours are always given; and
 * the dialog is named by its question (a dialog needs an accessible name).
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { t } = useTranslation('common');
  return useCallback(
    ({ content, confirmText }: ConfirmOptions) =>
      Dialog.confirm({ content, 'aria-label': content, confirmText: confirmText ?? t('action.ok'), cancelText: t('action.cancel') }),
    [t],
  );
}
