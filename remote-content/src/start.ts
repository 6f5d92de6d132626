/**
 * What every page of the content remote needs before it renders. The build exposes each page
 * (`src/pages.json`) together with this module, which webpack evaluates once, and this module
 * alone as `./start`, which the host asks for beside the page: its chunk is small, so the page's
 * words are on their way while the page's own chunks still are.
 */
import * as React from 'react';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';

reportKernel('content', React);

registerNamespace('content', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));
// The words of the pages beyond home, fetched when one of them first asks: home's first visit goes without them.
registerNamespace('contentPages', (lang) => import(/* webpackChunkName: "i18n-more-[request]" */ `./i18n/more/${lang}`), { onDemand: true });
