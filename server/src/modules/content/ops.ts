import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '@h5/shared/constants';
import { CONTENT_KINDS, HELP_CATEGORIES, LEARNING_AREAS } from '@h5/shared/contract';
import * as v from '@h5/shared/validation';
import { defineOps } from '../ops/service';

/** The body field carrying one language's document (front matter and Markdown): `text_en`, `text_zh`... */
export const textField = (lang: Language): `text_${Language}` => `text_${lang}`;

const document = z.optional(z.string({ error: 'ops.documentInvalid' }));
const texts = Object.fromEntries(LANGUAGES.map((lang) => [textField(lang), document])) as Record<`text_${Language}`, typeof document>;
const section = {
  area: z.optional(z.enum(LEARNING_AREAS, { error: 'ops.sectionInvalid' })),
  category: z.optional(z.enum(HELP_CATEGORIES, { error: 'ops.sectionInvalid' })),
  important: z.optional(z.enum(['1', '0'], { error: 'validation.invalid' })),
};

export const createBody = z.object({ kind: z.enum(CONTENT_KINDS, { error: 'ops.kindInvalid' }), ...section, ...texts });
export type CreateBody = z.output<typeof createBody>;
export const editBody = z.object({ ...section, ...texts });
export type EditBody = z.output<typeof editBody>;
/** An image as the CLI sends it: the file's bytes in base64. */
export const imageBody = z.object({ image: v.requiredText('ops.imageInvalid') });

const idParams = z.object({ id: v.positiveInt('validation.articleInvalid') });
export const CONTENT_ACTIONS = ['publish', 'unpublish', 'pin', 'unpin'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

const DOC = '---\ntitle: Scheduled upgrade of the order book\nsummary: What changes and when.\n---\nThe order book shows **ten** levels.';
/** One pixel, a real PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The back office's content endpoints: `ops content list|create|edit|publish|unpublish|pin|unpin|cover|image`. */
export const contentEndpoints = {
  list: defineOps({
    method: 'GET',
    path: 'content',
    query: z.object({ kind: z.optional(z.enum(CONTENT_KINDS, { error: 'ops.kindInvalid' })) }),
    examples: [{}, { query: { kind: 'help' } }],
  }),
  create: defineOps({
    method: 'POST',
    path: 'content',
    body: createBody,
    examples: [
      { body: { kind: 'notice', important: '1', text_en: DOC, text_zh: DOC.replace('Scheduled upgrade of the order book', '订单簿升级') } },
      { body: { kind: 'learning', area: 'ai', text_en: DOC } },
      { body: { kind: 'help', category: 'trading', text_en: DOC, ...Object.fromEntries(LANGUAGES.map((lang) => [textField(lang), DOC])) } },
    ],
  }),
  edit: defineOps({
    method: 'POST',
    path: 'content/:id',
    params: idParams,
    body: editBody,
    examples: [
      { params: { id: '1' }, body: { text_kr: DOC, important: '0' } },
      { params: { id: '2' }, body: { area: 'rwa' } },
      { params: { id: '3' }, body: { category: 'funds' } },
      { params: { id: '4' }, body: Object.fromEntries(LANGUAGES.map((lang) => [textField(lang), DOC])) },
    ],
  }),
  action: defineOps({
    method: 'POST',
    path: 'content/:id/:action',
    params: z.object({ id: v.positiveInt('validation.articleInvalid'), action: z.enum(CONTENT_ACTIONS) }),
    examples: CONTENT_ACTIONS.map((action) => ({ params: { id: '1', action } })),
  }),
  cover: defineOps({ method: 'POST', path: 'content/:id/cover', params: idParams, body: imageBody, examples: [{ params: { id: '1' }, body: { image: PIXEL } }] }),
  image: defineOps({ method: 'POST', path: 'content-images', body: imageBody, examples: [{ body: { image: PIXEL } }] }),
};
