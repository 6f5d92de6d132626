/** The content remote's pages, keyed as the shared route table names them. */
import * as React from 'react';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';
// Home is where most visits start: it comes with this map rather than a round trip later.
import HomePage from './features/home/HomePage';

reportKernel('content', React);

registerNamespace('content', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));
// The words of the pages beyond home, fetched when one of them first asks: home's first visit goes without them.
registerNamespace('contentPages', (lang) => import(/* webpackChunkName: "i18n-more-[request]" */ `./i18n/more/${lang}`), { onDemand: true });

export const pages = {
  home: () => Promise.resolve({ default: HomePage }),
  notifications: () => import('./features/notifications/NotificationsPage'),
  noticePopup: () => import('./features/notices/NoticePopupPage'),
  notices: () => import('./features/notices/NoticesPage'),
  news: () => import('./features/news/NewsPage'),
  newsDetail: () => import('./features/news/NewsDetailPage'),
  helpCenter: () => import('./features/help/HelpCenterPage'),
  helpDetail: () => import('./features/help/HelpDetailPage'),
  chat: () => import('./features/chat/ChatPage'),
  learning: () => import('./features/learning/LearningPage'),
  learningDetail: () => import('./features/learning/LearningDetailPage'),
  chooseLocation: () => import('./features/location/ChooseLocationPage'),
  openLocation: () => import('./features/location/OpenLocationPage'),
};
