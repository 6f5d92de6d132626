/** The wealth remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
// antd-mobile is imported a component at a time (its buttons and checkboxes); its CSS variables once, here.
import 'antd-mobile/es/global';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';

reportKernel('wealth', React);

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
