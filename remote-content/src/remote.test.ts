import { describeRemote } from '@h5/shared/testing';
import { pages } from './pages';

describeRemote('content', pages, ['contentPages']);
