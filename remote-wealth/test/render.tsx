/** Renders wealth components as the host would: English loaded, inside the app's router. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { changeLanguage, i18n } from '@h5/shared/i18n';
import { HashRouter } from '@h5/shared/router';
import '../src/pages';

/** Loads the English texts up front, so nothing suspends (and fake timers can follow). */
export async function loadEnglish(): Promise<void> {
  await changeLanguage('en');
  await i18n.loadNamespaces('wealth');
}

export const renderInApp = (ui: ReactElement) => render(<HashRouter>{ui}</HashRouter>);

export async function renderInEnglish(ui: ReactElement) {
  await loadEnglish();
  return renderInApp(ui);
}
