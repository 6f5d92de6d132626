/** The account remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
// antd-mobile is imported a component at a time (its buttons and checkboxes); its CSS variables once, here.
import 'antd-mobile/es/global';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';

reportKernel('account', React);

registerNamespace('account', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));

export const pages = {
  assets: () => import('./features/assets/AssetsPage'),
  referral: () => import('./features/referral/ReferralPage'),
  login: () => import('./features/auth/LoginPage'),
  register: () => import('./features/auth/RegisterPage'),
  forgetPassword: () => import('./features/auth/ForgetPasswordPage'),
  chooseAreaCode: () => import('./features/auth/ChooseAreaCodePage'),
  settings: () => import('./features/settings/SettingsPage'),
  accountSettings: () => import('./features/settings/AccountSettingsPage'),
  language: () => import('./features/settings/LanguagePage'),
  security: () => import('./features/security/SecurityPage'),
  changePassword: () => import('./features/security/ChangePasswordPage'),
  changePayPassword: () => import('./features/security/ChangePayPasswordPage'),
  changeEmail: () => import('./features/security/ChangeEmailPage'),
  twoFactor: () => import('./features/security/TwoFactorPage'),
  antiPhishing: () => import('./features/security/AntiPhishingPage'),
  addresses: () => import('./features/addresses/AddressesPage'),
  addressCreate: () => import('./features/addresses/AddressCreatePage'),
  addressDetail: () => import('./features/addresses/AddressDetailPage'),
  verification: () => import('./features/verification/VerificationPage'),
  verificationBasic: () => import('./features/verification/VerificationBasicPage'),
  verificationAdvanced: () => import('./features/verification/VerificationAdvancedPage'),
  tradeAccount: () => import('./features/assets/TradeAccountPage'),
  deposit: () => import('./features/deposit/DepositPage'),
  depositCharge: () => import('./features/deposit/DepositChargePage'),
  depositDetail: () => import('./features/records/DepositDetailPage'),
  withdraw: () => import('./features/withdraw/WithdrawPage'),
  withdrawDetail: () => import('./features/records/WithdrawalDetailPage'),
  bankDeposit: () => import('./features/deposit/BankDepositPage'),
  transfer: () => import('./features/transfer/TransferPage'),
  transferRecord: () => import('./features/transfer/TransferRecordPage'),
  records: () => import('./features/records/RecordsPage'),
  ledgerDetail: () => import('./features/records/LedgerDetailPage'),
  valuation: () => import('./features/assets/ValuationPage'),
  bankCards: () => import('./features/bankcards/BankCardsPage'),
  bankCardAdd: () => import('./features/bankcards/BankCardAddPage'),
};
