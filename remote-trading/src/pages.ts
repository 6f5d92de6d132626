/** The trading remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';

reportKernel('trading', React);

registerNamespace('trading', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));

export const pages = {
  spot: () => import('./features/spot/SpotPage'),
  contracts: () => import('./features/contracts/ContractsPage'),
  options: () => import('./features/options/OptionsPage'),
  kline: () => import('./features/kline/KlinePage'),
};
