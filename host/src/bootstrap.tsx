import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { reportKernel } from '@h5/shared/diagnostics';
import { initI18n } from '@h5/shared/i18n';
import { loadTickers } from '@h5/shared/market';
import { App } from './app/App';
import { preloadPage } from './federation/preload';
import { readRemoteConfig, registerRemoteEntries } from './federation/remotes';
import { registerServiceWorker } from './sw/register';
import './theme.css';

async function start(): Promise<void> {
  // Most pages show prices: the market snapshot is asked for while everything else loads.
  void loadTickers();
  const remotesReady = readRemoteConfig().then((config) => {
    registerRemoteEntries(config);
    preloadPage(window.location.hash.slice(1) || '/');
  });
  await Promise.all([remotesReady, initI18n()]);
  reportKernel('host', React);
  const root = document.getElementById('root');
  // A transition: the first render yields to the browser every few milliseconds instead of one long task.
  if (root) React.startTransition(() => createRoot(root).render(<App />));
}

void start();
registerServiceWorker();
