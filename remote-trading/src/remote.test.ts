import { describeRemote } from '@h5/shared/testing';
import './start';
import pages from './pages.json';

describeRemote('trading', pages, (module) => import(module));
