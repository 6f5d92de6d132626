import type { FastifyInstance } from 'fastify';
import { contract } from '@h5/shared/contract';
import { notFound, refusal } from '../../plugins/envelope';
import type { RegisterCall } from '../../plugins/calls';
import type { OpsRegistrar } from '../ops/service';
import { CONTENT_IMAGE_PATH } from './markdown';
import { contentEndpoints } from './ops';
import type { ContentService } from './service';

export function registerContentRoutes(app: FastifyInstance, register: RegisterCall, content: ContentService): void {
  register(contract.notice.list, (page, { lang }) => content.list(lang, { kind: 'notice' }, page));
  register(contract.notice.detail, ({ id }, { lang }) => content.detail(lang, 'notice', Number(id)));
  register(contract.notice.highlights, (_input, { lang }) => content.highlights(lang));
  register(contract.news.list, (page, { lang }) => content.list(lang, { kind: 'news' }, page));
  register(contract.news.detail, ({ id }, { lang }) => content.detail(lang, 'news', Number(id)));
  register(contract.learning.list, ({ area, ...page }, { lang }) => content.list(lang, { kind: 'learning', area }, page));
  register(contract.learning.detail, ({ id }, { lang }) => content.detail(lang, 'learning', Number(id)));
  register(contract.help.categories, () => content.helpCategories());
  register(contract.help.list, ({ category, q, ...page }, { lang }) =>
    content.list(lang, { kind: 'help', category, search: q ? q.toLowerCase() : undefined }, page),
  );
  register(contract.help.detail, ({ id }, { lang }) => content.detail(lang, 'help', Number(id)));
  register(
    contract.help.feedback,
    async ({ id, helpful, device }, { session }) => {
      // One answer per user; a guest's per device (the random key the page keeps).
      const reader = session ? `user:${session.userId}` : device ? `device:${device}` : null;
      if (!reader) throw refusal('validation.invalid');
      await content.feedback(Number(id), reader, helpful === '1');
      return null;
    },
    { optionalSession: true, message: 'status.feedbackThanks' },
  );

  // Covers and pictures: public, and never changed under their id (a new picture is a new id).
  app.get<{ Params: { id: string } }>(`${CONTENT_IMAGE_PATH}:id`, async (request, reply) => {
    const id = /^[1-9]\d{0,17}$/.test(request.params.id) ? Number(request.params.id) : null;
    const image = id === null ? null : await content.image(id);
    if (!image) throw notFound();
    return reply
      .header('content-type', image.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(image.bytes));
  });
}

/** The back office's content endpoints (`ops content ...`). */
export function registerContentOps(ops: OpsRegistrar, content: ContentService): void {
  const { desk } = content;
  ops.register(contentEndpoints.list, ({ query }) => desk.list(query.kind));
  ops.register(contentEndpoints.create, ({ body }) => desk.create(body));
  ops.register(contentEndpoints.edit, ({ params, body }) => desk.edit(Number(params.id), body));
  ops.register(contentEndpoints.cover, ({ params, body }) => desk.cover(Number(params.id), body.image));
  ops.register(contentEndpoints.action, ({ params }) => desk.act(Number(params.id), params.action));
  ops.register(contentEndpoints.image, ({ body }) => desk.addImage(body.image));
}
