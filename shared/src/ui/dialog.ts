/**
 * What the confirm and prompt dialogs draw with (confirm.ts), loaded when the first one is
 * asked: antd-mobile's Dialog with its CSS variables, in the page's language. A page that
 * never asks a question never downloads it.
 */
import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import Dialog from 'antd-mobile/es/components/dialog';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { followLanguage } from './antdLanguage';

/**
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

export { Dialog };
