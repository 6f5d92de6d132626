import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { defineCall } from './define';
import type { Page } from './define';
import { HELP_CATEGORIES, LEARNING_AREAS, type Article, type ArticleBrief, type HelpCategoryCount, type NoticeHighlights } from './models';

const paged = z.object(v.pageQuery);
const articleId = z.object({ id: v.positiveInt('validation.articleInvalid') });
const none = z.object({});

/** The longest search the help centre takes. */
export const HELP_SEARCH_MAX = 60;

/** Platform notices: the notices page, home's notice bar and its one-time popup. */
export const noticeCalls = {
  list: defineCall<Page<ArticleBrief>>()({ method: 'POST', path: 'notice/list', auth: false, request: paged }),
  detail: defineCall<Article>()({ method: 'POST', path: 'notice/detail', auth: false, request: articleId }),
  highlights: defineCall<NoticeHighlights>()({ method: 'POST', path: 'notice/highlights', auth: false, request: none }),
};

/** News articles. */
export const newsCalls = {
  list: defineCall<Page<ArticleBrief>>()({ method: 'POST', path: 'news/list', auth: false, request: paged }),
  detail: defineCall<Article>()({ method: 'POST', path: 'news/detail', auth: false, request: articleId }),
};

/** Learning articles (the spec's `study/*`), in two areas: RWA and AI. */
export const learningCalls = {
  list: defineCall<Page<ArticleBrief>>()({
    method: 'POST',
    path: 'study/list',
    auth: false,
    request: z.object({ ...v.pageQuery, area: z.optional(z.enum(LEARNING_AREAS, { error: 'validation.invalid' })) }),
  }),
  detail: defineCall<Article>()({ method: 'POST', path: 'study/detail', auth: false, request: articleId }),
};

/**
 * The help centre: its categories, its articles by category or by a search of titles and bodies
 * in the reader's language, and "was this helpful?" (one answer per user, or per device for a
 * guest: `device` is the random key the page keeps).
 */
export const helpCalls = {
  categories: defineCall<HelpCategoryCount[]>()({ method: 'POST', path: 'help/categories', auth: false, request: none }),
  list: defineCall<Page<ArticleBrief>>()({
    method: 'POST',
    path: 'help/list',
    auth: false,
    request: z.object({
      ...v.pageQuery,
      category: z.optional(z.enum(HELP_CATEGORIES, { error: 'validation.invalid' })),
      q: v.optionalText(HELP_SEARCH_MAX),
    }),
  }),
  detail: defineCall<Article>()({ method: 'POST', path: 'help/detail', auth: false, request: articleId }),
  feedback: defineCall<null>()({
    method: 'POST',
    path: 'help/feedback',
    auth: false,
    request: z.object({
      id: v.positiveInt('validation.articleInvalid'),
      helpful: z.enum(['1', '0'], { error: 'validation.invalid' }),
      device: z.optional(z.string({ error: 'validation.invalid' }).check(z.regex(/^[\w-]{16,64}$/, 'validation.invalid'))),
    }),
  }),
};
