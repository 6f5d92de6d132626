import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { reportKernel } from '@h5/shared/diagnostics';
import { App } from './app/App';
import { registerServiceWorker } from './sw/register';
import './theme.css';

/** The app's first render, once the remotes are registered and the words are in (src/index.ts). */
export function renderApp(): void {
  reportKernel('host', React);
  const root = document.getElementById('root');
  // A transition: the first render yields to the browser every few milliseconds instead of one long task.
  if (root) React.startTransition(() => createRoot(root).render(<App />));
  registerServiceWorker();
}
