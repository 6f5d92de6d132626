import { describeRemote } from '@h5/shared/testing';
import './start';
import pages from './pages.json';

describeRemote('wealth', pages, (module) => import(module));
