import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { reportKernel } from '@h5/shared/diagnostics';
import { initI18n } from '@h5/shared/i18n';
import { App } from './app/App';
import { readRemoteConfig, registerRemoteEntries } from './federation/remotes';
import './theme.css';

async function start(): Promise<void> {
  const [config] = await Promise.all([readRemoteConfig(), initI18n()]);
  registerRemoteEntries(config);
  reportKernel('host', React);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
