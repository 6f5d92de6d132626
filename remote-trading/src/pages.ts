/** The trading remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
// antd-mobile is imported a component at a time; its CSS variables and touch fix once, here.
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';
import { followLanguage } from '@h5/shared/ui';

reportKernel('trading', React);
// This remote's own antd-mobile speaks the page's language (its popups' masks are named for screen readers).
followLanguage(setDefaultConfig);

registerNamespace('trading', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));

export const pages = {
  spot: () => import('./features/spot/SpotPage'),
  contracts: () => import('./features/contracts/ContractsPage'),
  options: () => import('./features/options/OptionsPage'),
  kline: () => import('./features/kline/KlinePage'),
};
