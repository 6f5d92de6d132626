import * as z from 'zod/mini';
import * as v from '@h5/shared/validation';
import { CHAT_TEXT_MAX } from '@h5/shared/contract';
import { defineOps } from '../ops/service';

const idParams = z.object({ id: v.positiveInt('server.notFound') });
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Support's endpoints: `ops chat list|open|reply|typing|close|watch`. */
export const chatEndpoints = {
  list: defineOps({
    method: 'GET',
    path: 'chat',
    query: z.object({ status: z.optional(z.enum(['open', 'closed'], { error: 'ops.chatStatusInvalid' })) }),
    examples: [{}, { query: { status: 'open' } }],
  }),
  open: defineOps({ method: 'GET', path: 'chat/:id', params: idParams, examples: [{ params: { id: '1' } }] }),
  reply: defineOps({
    method: 'POST',
    path: 'chat/:id/reply',
    params: idParams,
    body: z.object({ text: v.optionalText(CHAT_TEXT_MAX), image: z.optional(v.requiredText('ops.imageInvalid')) }),
    examples: [{ params: { id: '1' }, body: { text: 'We are looking at it now.' } }, { params: { id: '1' }, body: { image: PIXEL } }],
  }),
  typing: defineOps({ method: 'POST', path: 'chat/:id/typing', params: idParams, examples: [{ params: { id: '1' } }] }),
  close: defineOps({ method: 'POST', path: 'chat/:id/close', params: idParams, examples: [{ params: { id: '1' } }] }),
  watch: defineOps({
    method: 'GET',
    path: 'chat-watch',
    query: z.object({
      after: z.optional(z.string({ error: 'validation.invalid' }).check(z.regex(/^\d{1,15}$/, 'validation.invalid'))),
      conversation: z.optional(v.positiveInt('validation.invalid')),
      wait: z.optional(z.string({ error: 'validation.invalid' }).check(z.regex(/^\d{1,6}$/, 'validation.invalid'))),
    }),
    // Waits in milliseconds: the fuzz walk's thousandfold slip of this example waits a second.
    examples: [{ query: { after: '0', wait: '0' } }, { query: { after: '0', conversation: '1', wait: '1' } }],
  }),
};
