import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { Page } from './define';
import type { Article } from './models';

const paged = z.object(v.pageQuery);
const articleId = z.object({ id: v.positiveInt('validation.articleInvalid') });

export const contentCalls = {
  newsList: defineCall<Page<Article>>()({ method: 'POST', path: 'news/list', auth: false, request: paged }),
  newsDetail: defineCall<Article>()({ method: 'POST', path: 'news/detail', auth: false, request: articleId }),
  studyList: defineCall<Page<Article>>()({
    method: 'POST',
    path: 'study/list',
    auth: false,
    request: z.object({ ...v.pageQuery, area: z.optional(z.enum(['rwa', 'ai'], { error: 'validation.invalid' })) }),
  }),
  studyDetail: defineCall<Article>()({ method: 'POST', path: 'study/detail', auth: false, request: articleId }),
};
