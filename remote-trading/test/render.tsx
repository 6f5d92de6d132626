import { Suspense, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import type { Language } from '@h5/shared/constants';
import { changeLanguage, i18n, initI18n } from '@h5/shared/i18n';
import { useTickerStore } from '@h5/shared/market';
import { HashRouter } from '@h5/shared/router';
import type { Ticker } from '@h5/shared/contract';
import { choosePair, DEFAULT_PAIR } from '../src/common/pair';
import { flush } from './async';
import '../src/pages'; // registers the `trading` namespace

/** Loads `common` and `trading` in `lang`, as the host would before the page renders. */
export async function startI18n(lang: Language = 'en'): Promise<void> {
  await initI18n();
  await changeLanguage(lang);
  await i18n.loadNamespaces(['common', 'trading']);
}

/** A fresh session: no remembered pair, and a ticker store holding only `tickers`. */
export function resetMarket(tickers: Ticker[]): void {
  sessionStorage.clear();
  choosePair(DEFAULT_PAIR);
  sessionStorage.clear();
  useTickerStore.setState({ bySymbol: {}, order: [] });
  if (tickers.length) useTickerStore.getState().put(tickers);
}

export const renderInApp = (ui: ReactElement): RenderResult =>
  render(
    <HashRouter>
      <Suspense fallback={null}>{ui}</Suspense>
    </HashRouter>,
  );

/**
 * Waits, inside act, until every call under way has answered (most fail at once: the transport
 * is offline) and React has shown what they changed, with whatever that set off in turn; a test
 * that ends before then leaves state updates running outside act.
 */
export const settle = (): Promise<void> => act(flush);

/** renderInApp, once what the page fetches on opening has answered. */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  const result = renderInApp(ui);
  await settle();
  return result;
}
