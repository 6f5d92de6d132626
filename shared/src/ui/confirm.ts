import { createElement, useCallback } from 'react';
import { i18n, useTranslation } from '@h5/shared/i18n';
import { toast } from '@h5/shared/toast';
import './confirm.css';

/**
 * Its own module (not `@h5/shared/ui`), so only the remotes that ask questions carry it; and the
 * dialog itself (antd-mobile's Dialog with its animation library) loads when the first question
 * is asked, never with a page's first download.
 */
const loadDialog = () => import(/* webpackChunkName: "dialog" */ './dialog');
type DialogApi = Awaited<ReturnType<typeof loadDialog>>['Dialog'];

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
 * history (browser back, the page's back arrow) closes it, answered as `onBack`, even while
 * its code is still loading. If that code cannot come (offline), the question is answered as
 * `onBack` too, and a toast says why nothing opened.
 */
function untilAnswered<T>(open: (dialog: DialogApi, answer: (value: T) => void) => { close(): void }, onBack: T): Promise<T> {
  return new Promise((resolve) => {
    let shown: { close(): void } | null = null;
    let answered = false;
    const answer = (value: T) => {
      if (answered) return;
      answered = true;
      window.removeEventListener('popstate', back);
      shown?.close();
      resolve(value);
    };
    const back = () => answer(onBack);
    window.addEventListener('popstate', back);
    loadDialog().then(
      ({ Dialog }) => {
        if (!answered) shown = open(Dialog, answer);
      },
      () => {
        toast(i18n.t('load.failed', { ns: 'common' }));
        answer(onBack);
      },
    );
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
        (Dialog, answer) =>
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
        (Dialog, answer) =>
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
