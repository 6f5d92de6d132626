/** The wealth remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';
import { comingSoonPage } from '@h5/shared/ui';

reportKernel('wealth', React);

registerNamespace('wealth', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));

export const pages = {
  wealth: () => import('./features/trust/WealthPage'),
  copyTrading: () => import('./features/copy/CopyTradingPage'),
  airdrop: () => import('./features/airdrop/AirdropPage'),
  copyList: comingSoonPage('copyList'),
  copyBuy: comingSoonPage('copyBuy'),
  copyOrders: comingSoonPage('copyOrders'),
  copyRules: comingSoonPage('copyRules'),
  finance: () => import('./features/finance/FinancePage'),
  financeBuy: () => import('./features/finance/BuyPage'),
  financeOrders: () => import('./features/finance/OrdersPage'),
  financeRules: () => import('./features/finance/RulesPage'),
  publication: () => import('./features/newcoin/PublicationPage'),
  publicationDetails: () => import('./features/newcoin/PublicationDetailsPage'),
  publicationPurchase: () => import('./features/newcoin/PublicationPurchasePage'),
};
