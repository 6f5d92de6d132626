import { createElement, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { Dialog, setDefaultConfig, unstableSetRender } from 'antd-mobile';
import { followLanguage } from './antdLanguage';
import { useTranslation } from '@h5/shared/i18n';
import './confirm.css';

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
// The dialogs' own words (the mask's name for screen readers) in the page's language.
followLanguage(setDefaultConfig);

export interface ConfirmOptions {
  content: string;
  /** The way forward ("Go to verification", "Set it now"); Confirm when not given. */
  confirmText?: string;
}

export interface PromptOptions extends ConfirmOptions {
  /** The input's label (also its accessible name). */
  label: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}

/**
 * A dialog is drawn outside the page's tree, so it would outlive the page: a move through the
 * history (browser back, the page's back arrow) closes it, answered as `onBack`.
 */
function untilAnswered<T>(open: (answer: (value: T) => void) => { close(): void }, onBack: T): Promise<T> {
  return new Promise((resolve) => {
    let shown: { close(): void } | null = null;
    const answer = (value: T) => {
      window.removeEventListener('popstate', back);
      shown?.close();
      resolve(value);
    };
    const back = () => answer(onBack);
    window.addEventListener('popstate', back);
    shown = open(answer);
  });
}

/** Cancel on the left, the way forward (bold) on the right, as antd-mobile's own confirm lays them out. */
function actions<T>(answer: (value: T) => void, cancel: { text: string; value: T }, forward: { text: string; value: () => T }) {
  return [
    [
      { key: 'cancel', text: cancel.text, onClick: () => answer(cancel.value) },
      { key: 'confirm', text: forward.text, bold: true, onClick: () => answer(forward.value()) },
    ],
  ];
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
      untilAnswered<boolean>(
        (answer) =>
          Dialog.show({
            content,
            'aria-label': content,
            closeOnMaskClick: false,
            actions: actions(answer, { text: t('action.cancel'), value: false }, { text: confirmText ?? t('action.ok'), value: () => true }),
          }),
        false,
      ),
    [t],
  );
}

/** A question that needs one value typed (a code): the text typed, or null when cancelled. */
export function usePrompt(): (options: PromptOptions) => Promise<string | null> {
  const { t } = useTranslation('common');
  return useCallback(
    ({ content, confirmText, label, placeholder, inputMode = 'text', autoComplete = 'off' }: PromptOptions) => {
      let typed = '';
      const body = createElement(
        'div',
        { className: 'ui-prompt' },
        createElement('p', null, content),
        createElement('input', {
          className: 'ui-prompt__input',
          'aria-label': label,
          placeholder,
          inputMode,
          autoComplete,
          autoFocus: true,
          onChange: (event: { target: { value: string } }) => {
            typed = event.target.value;
          },
        }),
      );
      return untilAnswered<string | null>(
        (answer) =>
          Dialog.show({
            content: body,
            'aria-label': content,
            closeOnMaskClick: false,
            actions: actions<string | null>(answer, { text: t('action.cancel'), value: null }, { text: confirmText ?? t('action.ok'), value: () => typed.trim() }),
          }),
        null,
      );
    },
    [t],
  );
}
