import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { Page } from './define';
import type { Article } from './models';

const paged = z.object(v.pageQuery);
const articleId = z.object({ id: v.positiveInt('validation.articleInvalid') });

/** News articles. */
export const newsCalls = {
  list: defineCall<Page<Article>>()({ method: 'POST', path: 'news/list', auth: false, request: paged }),
  detail: defineCall<Article>()({ method: 'POST', path: 'news/detail', auth: false, request: articleId }),
};

/** Learning articles (the spec's `study/*`), in two areas: RWA and AI. */
export const learningCalls = {
  list: defineCall<Page<Article>>()({
    method: 'POST',
    path: 'study/list',
    auth: false,
    request: z.object({ ...v.pageQuery, area: z.optional(z.enum(['rwa', 'ai'], { error: 'validation.invalid' })) }),
  }),
  detail: defineCall<Article>()({ method: 'POST', path: 'study/detail', auth: false, request: articleId }),
};
