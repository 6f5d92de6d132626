/**
 * What every page of the trading remote needs before it renders: the federation exposes each
 * page (`src/pages.json`) together with this module, which webpack evaluates once.
 */
import * as React from 'react';
import { reportKernel } from '@h5/shared/diagnostics';
import { registerNamespace } from '@h5/shared/i18n';

reportKernel('trading', React);

registerNamespace('trading', (lang) => import(/* webpackChunkName: "i18n-[request]" */ `./i18n/${lang}`));
