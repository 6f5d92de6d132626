import type { Language } from '@h5/shared/constants';
import type { Article, ArticleBrief, ContentKind, HelpCategory, HelpCategoryCount, LearningArea, NoticeHighlights, Page } from '@h5/shared/contract';
import type { IsoTime, Queryable } from '../../db/database';
import { readPage, type PageRequest } from '../../db/paging';
import { isoText } from '../../db/sql';
import { CONTENT_IMAGE_PATH } from './markdown';

/**
 * An article in the reader's language, else in English (every article has English): the lateral
 * join picks the one text; `$1` is always the reader's language.
 */
const BRIEF = `a.id::int AS id, a.kind, a.area, a.category, a.pinned, a.important,
  CASE WHEN a.cover_id IS NULL THEN NULL ELSE '${CONTENT_IMAGE_PATH}' || a.cover_id END AS cover,
  ${isoText('a.published_at')} AS published_at, t.lang, t.lang <> $1 AS fallback, t.title, t.summary`;
const TEXT = `content_articles a
  CROSS JOIN LATERAL (
    SELECT lang, title, summary, html, search FROM content_texts
     WHERE article_id = a.id AND lang IN ($1, 'en') ORDER BY lang = $1 DESC LIMIT 1
  ) t`;

export interface ListFilter {
  kind: ContentKind;
  area?: LearningArea | undefined;
  category?: HelpCategory | undefined;
  /** Lower-cased words to find in the title, summary or body. */
  search?: string | undefined;
}

/** `%text%` for LIKE, its own `%`, `_` and `\` matched as themselves. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published articles of a kind, newest first (help in the order written, it reads as a manual). */
export function publishedPage(db: Queryable, lang: Language, filter: ListFilter, page: PageRequest): Promise<Page<ArticleBrief>> {
  const params: unknown[] = [lang, filter.kind];
  const where = [`a.kind = $2`, `a.status = 'published'`];
  if (filter.area) where.push(`a.area = $${params.push(filter.area)}`);
  if (filter.category) where.push(`a.category = $${params.push(filter.category)}`);
  if (filter.search) where.push(`t.search LIKE $${params.push(containing(filter.search))}`);
  return readPage<ArticleBrief>(db, page, {
    select: BRIEF,
    from: `${TEXT} WHERE ${where.join(' AND ')}`,
    orderBy: filter.kind === 'help' ? 'a.id' : 'a.published_at DESC, a.id DESC',
    params,
  });
}

/** One published article of a kind, whole; null when there is none (or not published). */
export async function publishedArticle(db: Queryable, lang: Language, kind: ContentKind, id: number): Promise<Article | null> {
  const rows = await db.query<Article>(
    `SELECT ${BRIEF}, t.html FROM ${TEXT} WHERE a.id = $3 AND a.kind = $2 AND a.status = 'published'`,
    [lang, kind, id],
  );
  return rows[0] ?? null;
}

/** Pinned notices (newest first, at most `limit`) and the newest important one, whole. */
export async function noticeHighlights(db: Queryable, lang: Language, limit: number): Promise<NoticeHighlights> {
  const [pinned, important] = await Promise.all([
    db.query<ArticleBrief>(
      `SELECT ${BRIEF} FROM ${TEXT} WHERE a.kind = 'notice' AND a.status = 'published' AND a.pinned ORDER BY a.published_at DESC, a.id DESC LIMIT $2`,
      [lang, limit],
    ),
    db.query<Article>(
      `SELECT ${BRIEF}, t.html FROM ${TEXT} WHERE a.kind = 'notice' AND a.status = 'published' AND a.important ORDER BY a.published_at DESC, a.id DESC LIMIT 1`,
      [lang],
    ),
  ]);
  return { pinned, important: important[0] ?? null };
}

/** Each help category with its published articles counted, in the order given. */
export async function helpCategoryCounts(db: Queryable, categories: readonly HelpCategory[]): Promise<HelpCategoryCount[]> {
  const rows = await db.query<HelpCategoryCount>(
    `SELECT category, count(*)::int AS count FROM content_articles WHERE kind = 'help' AND status = 'published' GROUP BY category`,
  );
  return categories.map((category) => ({ category, count: rows.find((row) => row.category === category)?.count ?? 0 }));
}

/** True when the article is a published help article. */
export async function isPublishedHelp(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM content_articles WHERE id = $1 AND kind = 'help' AND status = 'published'`, [id]);
  return rows.length > 0;
}

/** A reader's answer to "was this helpful?": the latest one kept. */
export async function recordFeedback(db: Queryable, id: number, reader: string, helpful: boolean, at: IsoTime): Promise<void> {
  await db.query(
    `INSERT INTO content_feedback (article_id, reader, helpful, answered_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (article_id, reader) DO UPDATE SET helpful = EXCLUDED.helpful, answered_at = EXCLUDED.answered_at`,
    [id, reader, helpful, at],
  );
}

export interface ContentImage {
  mime: string;
  bytes: Uint8Array;
}

export async function contentImage(db: Queryable, id: number): Promise<ContentImage | null> {
  const rows = await db.query<ContentImage>('SELECT mime, bytes FROM content_images WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function insertImage(db: Queryable, image: ContentImage): Promise<number> {
  const rows = await db.query<{ id: number }>('INSERT INTO content_images (mime, bytes) VALUES ($1, $2) RETURNING id::int AS id', [image.mime, image.bytes]);
  return rows[0]!.id;
}

/** One language's text as stored: what the operator wrote, the HTML made from it, and its words. */
export interface TextRow {
  lang: Language;
  title: string;
  summary: string;
  markdown: string;
  html: string;
  search: string;
}

/** Adds or replaces texts of an article (the languages not given stay as they were). */
export async function upsertTexts(db: Queryable, articleId: number, texts: readonly TextRow[]): Promise<void> {
  if (texts.length === 0) return;
  await db.query(
    `INSERT INTO content_texts (article_id, lang, title, summary, markdown, html, search)
     SELECT $1, t.lang, t.title, t.summary, t.markdown, t.html, t.search
       FROM json_to_recordset($2::json) AS t(lang text, title text, summary text, markdown text, html text, search text)
     ON CONFLICT (article_id, lang) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary,
       markdown = EXCLUDED.markdown, html = EXCLUDED.html, search = EXCLUDED.search`,
    [articleId, JSON.stringify(texts)],
  );
}

/** An article as the back office lists it. */
export interface OpsArticleRow {
  id: number;
  kind: ContentKind;
  section: string;
  slug: string;
  status: string;
  pinned: boolean;
  important: boolean;
  languages: string;
  title: string;
  published_at: string;
}

export function opsArticles(db: Queryable, kind: ContentKind | undefined): Promise<OpsArticleRow[]> {
  return db.query<OpsArticleRow>(
    `SELECT a.id::int AS id, a.kind, coalesce(a.area, a.category, '') AS section, coalesce(a.slug, '') AS slug, a.status, a.pinned, a.important,
            (SELECT string_agg(lang, ',' ORDER BY lang) FROM content_texts WHERE article_id = a.id) AS languages,
            (SELECT title FROM content_texts WHERE article_id = a.id AND lang = 'en') AS title,
            coalesce(${isoText('a.published_at')}, '') AS published_at
       FROM content_articles a WHERE ($1::text IS NULL OR a.kind = $1) ORDER BY a.kind, a.id`,
    [kind ?? null],
  );
}
