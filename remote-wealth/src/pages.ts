/** The wealth remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
// antd-mobile is imported a component at a time; its CSS variables and touch fix once, here.
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';
import { followLanguage } from '@h5/shared/ui';

reportKernel('wealth', React);
// This remote's own antd-mobile speaks the page's language (its popups' masks are named for screen readers).
followLanguage(setDefaultConfig);

registerNamespace('wealth', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));

export const pages = {
  wealth: () => import('./app/WealthPage'),
  copyTrading: () => import('./features/copy/CopyTradingPage'),
  airdrop: () => import('./features/airdrop/AirdropPage'),
  copyList: () => import('./features/copy/CopyListPage'),
  copyBuy: () => import('./features/copy/CopyBuyPage'),
  copyOrders: () => import('./features/copy/CopyOrdersPage'),
  copyRules: () => import('./features/copy/CopyRulesPage'),
  trust: () => import('./features/trust/TrustPage'),
  trustBuy: () => import('./features/trust/TrustBuyPage'),
  trustOrders: () => import('./features/trust/TrustOrdersPage'),
  trustRules: () => import('./features/trust/TrustRulesPage'),
  newCoins: () => import('./features/newCoin/NewCoinsPage'),
  newCoinDetails: () => import('./features/newCoin/NewCoinDetailsPage'),
  newCoinPurchase: () => import('./features/newCoin/NewCoinPurchasePage'),
};
