/**
 * The content a fresh start publishes: `seed/catalog.json` lists the articles (kind, section,
 * flags, age, cover theme), `seed/<slug>/<lang>.md` holds each language's text in the same form
 * an operator gives the CLI. Each article is written once, by slug, whichever process starts
 * first; an operator may then edit or unpublish it like any other.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS, LANGUAGES } from '@h5/shared/constants';
import type { ContentKind, HelpCategory, LearningArea } from '@h5/shared/contract';
import { isoTime, type Database, type Queryable } from '../../db/database';
import { coverSvg, isCoverTheme } from './cover';
import { insertImage, upsertTexts } from './queries';
import { textOf } from './texts';

/** Beside this file in the sources, beside `main.js` in the bundle (build.mjs copies it). */
const SEED_DIR = path.join(__dirname, 'seed');

export interface SeedEntry {
  slug: string;
  kind: ContentKind;
  area?: LearningArea;
  category?: HelpCategory;
  pinned?: boolean;
  important?: boolean;
  /** Published this many days before the first start. */
  daysAgo: number;
  cover: string;
}

export const readCatalog = async (dir = SEED_DIR): Promise<SeedEntry[]> => JSON.parse(await readFile(path.join(dir, 'catalog.json'), 'utf8')) as SeedEntry[];

const presentSlugs = async (db: Queryable): Promise<Set<string>> =>
  new Set((await db.query<{ slug: string }>('SELECT slug FROM content_articles WHERE slug IS NOT NULL')).map((row) => row.slug));

/** Seeds what is not there yet; returns how many articles it wrote. */
export async function seedContent(db: Database, now: number, dir = SEED_DIR): Promise<number> {
  if (!existsSync(path.join(dir, 'catalog.json'))) return 0;
  // Only what is missing is read and rendered (on a restart, nothing: rendering every article
  // was a tenth of a start), before the transaction: it holds a lock the other processes wait on.
  const written = await presentSlugs(db);
  const missing = (await readCatalog(dir)).filter((entry) => !written.has(entry.slug));
  if (missing.length === 0) return 0;
  const articles = await Promise.all(
    missing.map(async (entry) => {
      const texts = await Promise.all(
        LANGUAGES.map(async (lang) => {
          const file = path.join(dir, entry.slug, `${lang}.md`);
          return existsSync(file) ? textOf(lang, await readFile(file, 'utf8')) : null;
        }),
      );
      if (!isCoverTheme(entry.cover)) throw new Error(`content seed ${entry.slug}: unknown cover theme ${entry.cover}`);
      return { entry, texts: texts.filter((text) => text !== null), cover: coverSvg(entry.cover) };
    }),
  );
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('h5-content-seed'))`);
    // Another process may have written some since they were read.
    const present = await presentSlugs(tx);
    let written = 0;
    for (const { entry, texts, cover } of articles) {
      if (present.has(entry.slug)) continue;
      const coverId = await insertImage(tx, { mime: 'image/svg+xml', bytes: Buffer.from(cover) });
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO content_articles (kind, area, category, slug, status, pinned, important, cover_id, published_at)
         VALUES ($1, $2, $3, $4, 'published', $5, $6, $7, $8) RETURNING id::int AS id`,
        [entry.kind, entry.area ?? null, entry.category ?? null, entry.slug, entry.pinned ?? false, entry.important ?? false, coverId, isoTime(now - entry.daysAgo * DAY_MS)],
      );
      await upsertTexts(tx, row!.id, texts);
      written += 1;
    }
    return written;
  });
}
