import { LANGUAGES, type Language } from '@h5/shared/constants';
import {
  HELP_CATEGORIES,
  type Article,
  type ArticleBrief,
  type ContentKind,
  type HelpCategoryCount,
  type NoticeHighlights,
  type Page,
} from '@h5/shared/contract';
import { isoTime, type Database, type Queryable } from '../../db/database';
import type { PageRequest } from '../../db/paging';
import type { Clock } from '../../lib/clock';
import { AppError, notFound, refusal } from '../../plugins/envelope';
import { imageTypeOf } from '../upload/service';
import { CONTENT_IMAGE_PATH } from './markdown';
import type { ContentAction, CreateBody, EditBody } from './ops';
import { textField } from './ops';
import { textOf } from './texts';
import {
  contentImage,
  helpCategoryCounts,
  insertImage,
  isPublishedHelp,
  noticeHighlights,
  opsArticles,
  publishedArticle,
  publishedPage,
  recordFeedback,
  upsertTexts,
  type ContentImage,
  type ListFilter,
  type OpsArticleRow,
  type TextRow,
} from './queries';

export { seedContent } from './seed';

/** How many pinned notices the home bar scrolls through. */
export const NOTICE_BAR_SIZE = 5;
/** The largest image an operator may add (a cover, or a picture in a body). */
export const CONTENT_IMAGE_MAX_BYTES = 512 * 1024;

export interface ContentService {
  list(lang: Language, filter: ListFilter, page: PageRequest): Promise<Page<ArticleBrief>>;
  /** A published article of the kind; "Unknown article" (404) for any other id. */
  detail(lang: Language, kind: ContentKind, id: number): Promise<Article>;
  highlights(lang: Language): Promise<NoticeHighlights>;
  helpCategories(): Promise<HelpCategoryCount[]>;
  /** `reader`: `user:<id>` or `device:<key>`. */
  feedback(id: number, reader: string, helpful: boolean): Promise<void>;
  image(id: number): Promise<ContentImage | null>;
  desk: ContentDesk;
}

/** What the back office does with content (`ops content ...`). */
export interface ContentDesk {
  list(kind: ContentKind | undefined): Promise<OpsArticleRow[]>;
  create(body: CreateBody): Promise<{ id: number; status: string }>;
  edit(id: number, body: EditBody): Promise<{ id: number; status: string }>;
  act(id: number, action: ContentAction): Promise<{ id: number; status: string }>;
  cover(id: number, base64: string): Promise<{ id: number; status: string }>;
  /** Stores a picture for an article's body; its path goes into the Markdown. */
  addImage(base64: string): Promise<{ id: number; status: string }>;
}

const textsOf = (body: EditBody): TextRow[] =>
  LANGUAGES.flatMap((lang) => {
    const source = body[textField(lang)];
    return source === undefined ? [] : [textOf(lang, source)];
  });

/** A learning article has an area, a help article a category, no other kind either; only notices are pinned or important. */
function checkSection(kind: ContentKind, area: string | null, category: string | null, important: boolean): void {
  if ((kind === 'learning') !== (area !== null) || (kind === 'help') !== (category !== null)) throw refusal('ops.sectionInvalid');
  if (important && kind !== 'notice') throw refusal('ops.noticeOnly');
}

/** The bytes of an image the CLI sent (base64): PNG, JPEG or WebP by its own first bytes, within the size. */
function imageOf(base64: string): ContentImage {
  const bytes = Buffer.from(base64, 'base64');
  const mime = imageTypeOf(bytes);
  if (!mime || bytes.length > CONTENT_IMAGE_MAX_BYTES) throw refusal('ops.imageInvalid', { vars: { max: `${CONTENT_IMAGE_MAX_BYTES / 1024} KB` } });
  return { mime, bytes };
}

interface StoredArticle {
  kind: ContentKind;
  area: string | null;
  category: string | null;
  status: string;
  important: boolean;
}

async function lockedArticle(db: Queryable, id: number): Promise<StoredArticle> {
  const rows = await db.query<StoredArticle>('SELECT kind, area, category, status, important FROM content_articles WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

const UNKNOWN_ARTICLE = () => new AppError('validation.articleInvalid', 404);

export function createContentService({ db, clock }: { db: Database; clock: Clock }): ContentService {
  const desk: ContentDesk = {
    list: (kind) => opsArticles(db, kind),
    async create(body) {
      const texts = textsOf(body);
      if (!texts.some((text) => text.lang === 'en')) throw refusal('ops.englishRequired');
      const important = body.important === '1';
      checkSection(body.kind, body.area ?? null, body.category ?? null, important);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO content_articles (kind, area, category, important) VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
          [body.kind, body.area ?? null, body.category ?? null, important],
        );
        await upsertTexts(tx, row!.id, texts);
        return { id: row!.id, status: 'draft' };
      });
    },
    async edit(id, body) {
      const texts = textsOf(body);
      return db.transaction(async (tx) => {
        const article = await lockedArticle(tx, id);
        const area = body.area ?? article.area;
        const category = body.category ?? article.category;
        const important = body.important === undefined ? article.important : body.important === '1';
        checkSection(article.kind, area, category, important);
        await tx.query('UPDATE content_articles SET area = $2, category = $3, important = $4, updated_at = $5 WHERE id = $1', [
          id,
          area,
          category,
          important,
          isoTime(clock.now()),
        ]);
        await upsertTexts(tx, id, texts);
        return { id, status: article.status };
      });
    },
    act(id, action) {
      return db.transaction(async (tx) => {
        const article = await lockedArticle(tx, id);
        if ((action === 'pin' || action === 'unpin') && article.kind !== 'notice') throw refusal('ops.noticeOnly');
        const now = isoTime(clock.now());
        const change = {
          // Published again, it is news again: its date is the day it came back.
          publish: { sql: `status = 'published', published_at = $2`, status: 'published' },
          unpublish: { sql: `status = 'unpublished'`, status: 'unpublished' },
          pin: { sql: 'pinned = true', status: article.status },
          unpin: { sql: 'pinned = false', status: article.status },
        }[action];
        await tx.query(`UPDATE content_articles SET ${change.sql}, updated_at = $2 WHERE id = $1`, [id, now]);
        return { id, status: action === 'pin' || action === 'unpin' ? `${change.status}, ${action}ned` : change.status };
      });
    },
    async cover(id, base64) {
      const image = imageOf(base64);
      return db.transaction(async (tx) => {
        const article = await lockedArticle(tx, id);
        const imageId = await insertImage(tx, image);
        await tx.query('UPDATE content_articles SET cover_id = $2, updated_at = $3 WHERE id = $1', [id, imageId, isoTime(clock.now())]);
        return { id, status: `${article.status}, cover ${CONTENT_IMAGE_PATH}${imageId}` };
      });
    },
    async addImage(base64) {
      const id = await insertImage(db, imageOf(base64));
      return { id, status: `${CONTENT_IMAGE_PATH}${id}` };
    },
  };

  return {
    list: (lang, filter, page) => publishedPage(db, lang, filter, page),
    async detail(lang, kind, id) {
      const article = await publishedArticle(db, lang, kind, id);
      if (!article) throw UNKNOWN_ARTICLE();
      return article;
    },
    highlights: (lang) => noticeHighlights(db, lang, NOTICE_BAR_SIZE),
    helpCategories: () => helpCategoryCounts(db, HELP_CATEGORIES),
    async feedback(id, reader, helpful) {
      if (!(await isPublishedHelp(db, id))) throw UNKNOWN_ARTICLE();
      await recordFeedback(db, id, reader, helpful, isoTime(clock.now()));
    },
    image: (id) => contentImage(db, id),
    desk,
  };
}
