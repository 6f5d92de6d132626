/**
 * What every page of the wealth remote needs before it renders. The build exposes each page
 * (`src/pages.json`) together with this module, which webpack evaluates once, and this module
 * alone as `./start`, which the host asks for beside the page: its chunk is small, so the page's
 * words are on their way while the page's own chunks still are.
 */
import * as React from 'react';
// antd-mobile is imported a component at a time (its buttons and checkboxes); its CSS variables once, here.
import 'antd-mobile/es/global';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';

reportKernel('wealth', React);

registerNamespace('wealth', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));
