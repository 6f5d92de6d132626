/** The trading remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';
import { comingSoonPage } from '@h5/shared/ui';

reportKernel('trading', React);

registerNamespace('trading', {
  zh: () => import('./i18n/zh'),
  en: () => import('./i18n/en'),
  hk: () => import('./i18n/hk'),
  jp: () => import('./i18n/jp'),
  kr: () => import('./i18n/kr'),
  esp: () => import('./i18n/esp'),
  th: () => import('./i18n/th'),
});

export const pages = {
  spot: () => import('./features/spot/SpotPage'),
  contracts: () => import('./features/contracts/ContractsPage'),
  options: () => import('./features/options/OptionsPage'),
  kline: comingSoonPage('kline'),
};
