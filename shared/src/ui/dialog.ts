/**
 * What the confirm and prompt dialogs draw with (confirm.ts), loaded when the first one is
 * asked: antd-mobile's Dialog, set up in the page's language (antdSetup.ts). A page that
 * never asks a question never downloads it.
 */
import { createRoot } from 'react-dom/client';
import Dialog from 'antd-mobile/es/components/dialog';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import './antdSetup';

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

export { Dialog };
