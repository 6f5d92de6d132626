/** The account remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';
import { comingSoonPage } from '@h5/shared/ui';

reportKernel('account', React);

registerNamespace('account', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));

export const pages = {
  assets: () => import('./features/assets/AssetsPage'),
  promotion: comingSoonPage('promotion'),
  login: () => import('./features/auth/LoginPage'),
  register: () => import('./features/auth/RegisterPage'),
  forgetPassword: () => import('./features/auth/ForgetPasswordPage'),
  chooseAreaCode: () => import('./features/auth/ChooseAreaCodePage'),
  settings: () => import('./features/settings/SettingsPage'),
  accountSettings: comingSoonPage('accountSettings'),
  language: () => import('./features/settings/LanguagePage'),
  security: comingSoonPage('security'),
  changePassword: comingSoonPage('changePassword'),
  changePayPassword: comingSoonPage('changePayPassword'),
  changeEmail: comingSoonPage('changeEmail'),
  addresses: comingSoonPage('addresses'),
  addressCreate: comingSoonPage('addressCreate'),
  addressDetail: comingSoonPage('addressDetail'),
  verification: comingSoonPage('verification'),
  verificationBasic: comingSoonPage('verificationBasic'),
  verificationAdvanced: comingSoonPage('verificationAdvanced'),
  tradeAccount: comingSoonPage('tradeAccount'),
  deposit: comingSoonPage('deposit'),
  depositCharge: comingSoonPage('depositCharge'),
  withdraw: comingSoonPage('withdraw'),
  withdrawDetail: comingSoonPage('withdrawDetail'),
  bankDeposit: comingSoonPage('bankDeposit'),
  transfer: comingSoonPage('transfer'),
  transferRecord: comingSoonPage('transferRecord'),
  records: comingSoonPage('records'),
  valuation: comingSoonPage('valuation'),
  bankCards: comingSoonPage('bankCards'),
  bankCardAdd: comingSoonPage('bankCardAdd'),
};
