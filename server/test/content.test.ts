/**
 * Content on a real database: the seeded articles in seven languages, a missing language falling
 * back to English (and saying so), publishing states (a reader never sees a draft or an
 * unpublished article), the Markdown an operator writes made safe, search in the reader's
 * language, "was this helpful?", bad input refused with its message, and the ops CLI that
 * publishes it all from files.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@h5/shared/constants';
import type { Article, ArticleBrief, HelpCategoryCount, NoticeHighlights, Page } from '@h5/shared/contract';
import { translate } from '@h5/shared/i18n/messages';
import { readCatalog, seedContent } from '../src/modules/content/seed';
import { runOps } from '../src/modules/ops/cli';
import { IMAGES, member, ok } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);
const doc = (title: string, body: string, summary = `${title}, in short`) => `---\ntitle: ${title}\nsummary: ${summary}\n---\n${body}\n`;

describe.each(databases)('content on $name', (database) => {
  let server: TestServer;
  let files: string;

  const list = (path: string, body: Record<string, string | number> = {}, lang = 'en') => ok(call<Page<ArticleBrief>>(server, path, { body: { limit: 100, ...body }, lang }));
  const detail = (path: string, id: number | string, lang = 'en') => call<Article>(server, path, { body: { id }, lang });
  const ops = async (...args: string[]) => {
    let out = '';
    let err = '';
    const code = await runOps(args, { OPS_ACCESS_FILE: server.config.opsAccessFile }, { write: (c) => (out += String(c)) }, { write: (c) => (err += String(c)) });
    return { code, out, err };
  };
  const file = async (name: string, text: string | Buffer) => {
    const at = path.join(files, name);
    await writeFile(at, text);
    return at;
  };
  /** Creates an article through the CLI from one file per language given; returns its id. */
  const create = async (kind: string, texts: Record<string, string>, ...flags: string[]) => {
    const args = ['content', 'create', '--kind', kind, ...flags];
    for (const [lang, text] of Object.entries(texts)) args.push(`--${lang}`, await file(`${kind}-${Object.keys(texts).join('')}-${lang}-${args.length}.md`, text));
    const made = await ops(...args);
    expect(made).toMatchObject({ code: 0, err: '' });
    return Number(/^content (\d+): draft$/m.exec(made.out)?.[1]);
  };

  beforeAll(async () => {
    server = await startServer(database);
    files = await mkdtemp(path.join(tmpdir(), 'h5-content-'));
  });
  afterAll(async () => {
    await server?.close();
    await rm(files, { recursive: true, force: true });
  });

  it('seeds every catalogued article, in all seven languages, once', async () => {
    const catalog = await readCatalog();
    const count = (kind: string, extra: (e: (typeof catalog)[number]) => boolean = () => true) => catalog.filter((e) => e.kind === kind && extra(e)).length;
    expect(count('notice')).toBeGreaterThanOrEqual(3);
    expect(count('notice', (e) => e.important === true)).toBe(1);
    expect(count('news')).toBeGreaterThanOrEqual(6);
    expect(count('learning', (e) => e.area === 'rwa')).toBeGreaterThanOrEqual(4);
    expect(count('learning', (e) => e.area === 'ai')).toBeGreaterThanOrEqual(4);
    expect(count('help')).toBeGreaterThanOrEqual(10);
    expect(new Set(catalog.filter((e) => e.kind === 'help').map((e) => e.category))).toEqual(new Set(['funds', 'trading', 'security', 'wealth']));

    const texts = await server.built.db.query<{ slug: string; langs: string }>(
      `SELECT a.slug, string_agg(t.lang, ',' ORDER BY t.lang) AS langs FROM content_articles a JOIN content_texts t ON t.article_id = a.id WHERE a.slug IS NOT NULL GROUP BY a.slug`,
    );
    expect(texts).toHaveLength(catalog.length);
    for (const row of texts) expect(row.langs.split(',').sort()).toEqual([...LANGUAGES].sort());

    for (const lang of LANGUAGES) {
      const news = await list('news/list', {}, lang);
      expect(news.total).toBe(count('news'));
      expect(news.list.every((article) => article.lang === lang && !article.fallback && article.cover?.startsWith('/api/content/image/'))).toBe(true);
      // Newest first.
      const dates = news.list.map((article) => article.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const rwa = await list('study/list', { area: 'rwa' });
    expect(rwa.list.every((article) => article.kind === 'learning' && article.area === 'rwa')).toBe(true);
    expect(rwa.total).toBe(count('learning', (e) => e.area === 'rwa'));

    const categories = await ok(call<HelpCategoryCount[]>(server, 'help/categories', { body: {} }));
    expect(categories.map((c) => c.category)).toEqual(['funds', 'trading', 'security', 'wealth']);
    expect(categories.every((c) => c.count >= 1)).toBe(true);

    const highlights = await ok(call<NoticeHighlights>(server, 'notice/highlights', { body: {}, lang: 'zh' }));
    expect(highlights.pinned.length).toBe(count('notice', (e) => e.pinned === true));
    expect(highlights.important).toMatchObject({ kind: 'notice', important: true, lang: 'zh' });
    // Whole, as its own page gives it: home's popup needs no second call.
    const important = highlights.important as Article;
    expect(important).toEqual(await ok(call<Article>(server, 'notice/detail', { body: { id: important.id }, lang: 'zh' })));
  });

  it('seeds again only what is missing, never reading what is there (a restart renders nothing)', async () => {
    const seed = path.join(__dirname, '../src/modules/content/seed');
    const copy = path.join(files, 'seed');
    await cp(seed, copy, { recursive: true });
    const [kept, removed] = await readCatalog();
    // A file that cannot be read stands for each language of an article already there.
    for (const lang of LANGUAGES) {
      await rm(path.join(copy, kept!.slug, `${lang}.md`), { force: true });
      await mkdir(path.join(copy, kept!.slug, `${lang}.md`));
    }
    await expect(seedContent(server.built.db, Date.now(), copy)).resolves.toBe(0);

    await server.built.db.query('UPDATE content_articles SET slug = NULL WHERE slug = $1', [removed!.slug]);
    await expect(seedContent(server.built.db, Date.now(), copy)).resolves.toBe(1);
    const [again] = await server.built.db.query<{ langs: string }>(
      `SELECT count(*)::text AS langs FROM content_texts t JOIN content_articles a ON a.id = t.article_id WHERE a.slug = $1`,
      [removed!.slug],
    );
    expect(again).toEqual({ langs: String(LANGUAGES.length) });
  });

  it('gives the reader their language, else English marked as such', async () => {
    const id = await create('news', { en: doc('Seven languages', 'Read in **yours**.'), zh: doc('七种语言', '用**您的**语言阅读。') });
    expect(await ops('content', 'publish', String(id))).toMatchObject({ code: 0, out: `content ${id}: published\n` });

    const zh = await ok(detail('news/detail', id, 'zh'));
    expect(zh).toMatchObject({ id, title: '七种语言', lang: 'zh', fallback: false, html: '<p>用<strong>您的</strong>语言阅读。</p>\n' });
    const th = await ok(detail('news/detail', id, 'th'));
    expect(th).toMatchObject({ id, title: 'Seven languages', lang: 'en', fallback: true, html: '<p>Read in <strong>yours</strong>.</p>\n' });
    // Published now, it heads the list.
    expect((await list('news/list', {}, 'th')).list[0]).toMatchObject({ id, fallback: true });

    // A translation added later replaces the fallback.
    const thai = await file('thai.md', doc('เจ็ดภาษา', 'อ่านในภาษาของคุณ'));
    expect(await ops('content', 'edit', String(id), '--th', thai)).toMatchObject({ code: 0, out: `content ${id}: published\n` });
    expect(await ok(detail('news/detail', id, 'th'))).toMatchObject({ title: 'เจ็ดภาษา', lang: 'th', fallback: false });
  });

  it('never shows a draft or an unpublished article, nor one under another kind', async () => {
    const id = await create('notice', { en: doc('Draft notice', 'Not yet.') });
    const unknown = { status: 404, message: en('validation.articleInvalid') };
    const refusedAs = async (path: string) => {
      const reply = await detail(path, id);
      return { status: reply.status, message: reply.body.message };
    };
    expect(await refusedAs('notice/detail')).toEqual(unknown);
    expect((await list('notice/list')).list.map((a) => a.id)).not.toContain(id);

    await ops('content', 'publish', String(id));
    expect((await ok(detail('notice/detail', id))).title).toBe('Draft notice');
    expect(await refusedAs('news/detail')).toEqual(unknown);
    expect(await refusedAs('help/detail')).toEqual(unknown);

    expect(await ops('content', 'unpublish', String(id))).toMatchObject({ code: 0, out: `content ${id}: unpublished\n` });
    expect(await refusedAs('notice/detail')).toEqual(unknown);
    expect((await list('notice/list')).list.map((a) => a.id)).not.toContain(id);

    // Pinned and important: on home's bar and popup once published.
    await ops('content', 'edit', String(id), '--important', 'yes');
    await ops('content', 'pin', String(id));
    expect((await ok(call<NoticeHighlights>(server, 'notice/highlights', { body: {} }))).important?.id).not.toBe(id);
    await ops('content', 'publish', String(id));
    const highlights = await ok(call<NoticeHighlights>(server, 'notice/highlights', { body: {} }));
    expect(highlights.important?.id).toBe(id);
    expect(highlights.pinned[0]?.id).toBe(id);
    await ops('content', 'unpin', String(id));
    expect((await ok(call<NoticeHighlights>(server, 'notice/highlights', { body: {} }))).pinned.map((a) => a.id)).not.toContain(id);
  });

  it('keeps script, handlers, javascript: links, raw HTML and remote images out of the page', async () => {
    const picture = await ops('content', 'image', await file('pixel.png', IMAGES.png));
    expect(picture.code).toBe(0);
    const own = /^content \d+: (\/api\/content\/image\/\d+)$/m.exec(picture.out)?.[1];
    expect(own).toBeDefined();
    const hostile = [
      '# Heading one',
      '<script>alert("x")</script>',
      '<img src=x onerror="alert(1)"> <a href="#" onclick="alert(1)">tap</a> <iframe src="https://evil.example"></iframe>',
      '[run](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [proto](//evil.example/x) [vb](vbscript:msgbox)',
      '![remote](https://evil.example/track.png) ![insecure](http://evil.example/a.png)',
      `![ours](${own}) [deposit](#/pages/assets/deposit/index) [docs](https://example.org/guide)`,
      '| left | right |\n|:--|--:|\n| a | b |',
    ].join('\n\n');
    const id = await create('help', { en: doc('Hostile', hostile) }, '--category', 'security');
    await ops('content', 'publish', String(id));
    const { html } = await ok(detail('help/detail', id));

    // Every element and attribute that reaches the page (typed HTML is text: `&lt;` is no tag).
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)];
    expect(html.replace(/<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g, '')).not.toMatch(/[<>]/);
    expect(new Set(tags.map((tag) => tag[1]))).toEqual(new Set(['h2', 'p', 'img', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td']));
    const attributes = tags.flatMap((tag) => [...(tag[2] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => ({ tag: tag[1], name: m[1], value: m[2] })));
    expect(new Set(attributes.map((a) => a.name))).toEqual(new Set(['src', 'alt', 'href', 'target', 'rel', 'class']));
    expect(attributes.filter((a) => a.name === 'href').map((a) => a.value)).toEqual(['#/pages/assets/deposit/index', 'https://example.org/guide']);
    expect(attributes.filter((a) => a.name === 'src').map((a) => a.value)).toEqual([own]);
    // Typed HTML is shown as text, never made into elements.
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(html).toContain('<h2>Heading one</h2>');
    expect(html).toContain(`<img src="${own}" alt="ours" />`);
    expect(html).toContain('<a href="#/pages/assets/deposit/index">deposit</a>');
    expect(html).toContain('<a href="https://example.org/guide" target="_blank" rel="noopener noreferrer">docs</a>');
    expect(html).toContain('<th class="ct-align-right">right</th>');

    // The picture itself is served from our origin, for good.
    const image = await fetch(`${server.url}${own}`);
    expect([image.status, image.headers.get('content-type'), image.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    expect((await fetch(`${server.url}/api/content/image/999999999`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/content/image/abc`)).status).toBe(404);
  });

  it('searches titles and bodies in the reader language, a % or _ matching only itself', async () => {
    const id = await create(
      'help',
      { en: doc('Fees for withdrawals', 'A flat network fee of 1 USDT, shown as 100% clear.'), zh: doc('提现手续费', '每笔提现收取固定的网络手续费。') },
      '--category',
      'funds',
    );
    await ops('content', 'publish', String(id));
    const found = async (q: string, lang = 'en', extra: Record<string, string> = {}) => (await list('help/list', { q, ...extra }, lang)).list.map((a) => a.id);

    expect(await found('NETWORK FEE')).toContain(id);
    expect(await found('网络手续费', 'zh')).toContain(id);
    // The English words are not searched for a reader whose language the article has...
    expect(await found('network fee', 'zh')).not.toContain(id);
    // ...but they are where the article falls back to English.
    expect(await found('network fee', 'kr')).toContain(id);
    expect(await found('100%')).toContain(id);
    expect(await found('1_0')).not.toContain(id);
    expect(await found('network fee', 'en', { category: 'trading' })).not.toContain(id);
    expect(await found('network fee', 'en', { category: 'funds' })).toContain(id);
  });

  it('records "was this helpful?" once per user or device, the latest answer kept', async () => {
    const [help] = (await list('help/list')).list;
    const [news] = (await list('news/list')).list;
    const who = await member(server);
    const answer = (body: Record<string, string | number>, token?: string) => call(server, 'help/feedback', { body, token, lang: 'en' });
    const device = 'device-key-0123456789';

    expect((await answer({ id: help!.id, helpful: '1', device })).body.message).toBe(en('status.feedbackThanks'));
    expect((await answer({ id: help!.id, helpful: '0', device })).status).toBe(200);
    expect((await answer({ id: help!.id, helpful: '1' }, who.token)).status).toBe(200);
    const stored = await server.built.db.query<{ reader: string; helpful: boolean }>('SELECT reader, helpful FROM content_feedback WHERE article_id = $1 ORDER BY reader', [help!.id]);
    expect(stored).toEqual([
      { reader: `device:${device}`, helpful: false },
      { reader: `user:${who.user.id}`, helpful: true },
    ]);

    // A guest without a device key, a news article, an unknown id: refused, nothing stored.
    expect((await answer({ id: help!.id, helpful: '1' })).body.message).toBe(en('validation.invalid'));
    expect(await answer({ id: news!.id, helpful: '1', device })).toMatchObject({ status: 404, body: { message: en('validation.articleInvalid') } });
    expect((await answer({ id: help!.id, helpful: 'yes', device })).body.message).toBe(en('validation.invalid'));
    expect((await answer({ id: help!.id, helpful: '1', device: 'short' })).body.message).toBe(en('validation.invalid'));
    expect(await server.built.db.query('SELECT 1 FROM content_feedback WHERE article_id = $1', [help!.id])).toHaveLength(2);
  });

  it('refuses bad ids and paging with a clear message in the reader language', async () => {
    const refused = async (path: string, body: Record<string, string | number>, lang = 'en') => {
      const reply = await call(server, path, { body, lang });
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.type).not.toBe('ok');
      return reply.body.message;
    };
    expect(await refused('news/detail', { id: 'abc' })).toBe(en('validation.articleInvalid'));
    expect(await refused('study/detail', { id: '-1' }, 'zh')).toBe(translate('zh', 'validation.articleInvalid'));
    expect(await refused('notice/detail', { id: '99999999' })).toBe(en('validation.articleInvalid'));
    expect(await refused('news/list', { page: 0 })).toBe(en('validation.pageInvalid'));
    expect(await refused('notice/list', { limit: 'ten' }, 'jp')).toBe(translate('jp', 'validation.pageInvalid'));
    expect(await refused('study/list', { area: 'crypto' })).toBe(en('validation.invalid'));
    expect(await refused('help/list', { category: 'other' })).toBe(en('validation.invalid'));
    expect(await refused('help/list', { q: 'x'.repeat(61) })).toBe(en('validation.textTooLong'));
  });

  it('ops CLI: lists, refuses what would make a bad article, and sets a cover', async () => {
    const noEnglish = await ops('content', 'create', '--kind', 'news', '--zh', await file('zh-only.md', doc('只有中文', '正文')));
    expect(noEnglish).toMatchObject({ code: 1, err: `refused (400): ${en('ops.englishRequired')}\n` });
    const noFrontMatter = await ops('content', 'create', '--kind', 'news', '--en', await file('plain.md', 'Just a body'));
    expect(noFrontMatter.err).toBe(`refused (400): ${en('ops.documentInvalid', { lang: 'en', title: 120, summary: 300, body: 100000 })}\n`);
    const noArea = await ops('content', 'create', '--kind', 'learning', '--en', await file('learn.md', doc('Learn', 'Body')));
    expect(noArea.err).toBe(`refused (400): ${en('ops.sectionInvalid')}\n`);
    const importantNews = await ops('content', 'create', '--kind', 'news', '--important', 'yes', '--en', await file('imp.md', doc('News', 'Body')));
    expect(importantNews.err).toBe(`refused (400): ${en('ops.noticeOnly')}\n`);
    const before = await server.built.db.query('SELECT count(*)::int AS n FROM content_articles');

    const id = await create('learning', { en: doc('Tokenised bonds', 'What they are.') }, '--area', 'rwa');
    expect((await server.built.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_articles'))[0]?.n).toBe((before[0] as { n: number }).n + 1);
    expect(await ops('content', 'pin', String(id))).toMatchObject({ code: 1, err: `refused (400): ${en('ops.noticeOnly')}\n` });
    const notImage = await ops('content', 'cover', String(id), await file('cover.txt', 'not an image'));
    expect(notImage.err).toBe(`refused (400): ${en('ops.imageInvalid', { max: '512 KB' })}\n`);
    const covered = await ops('content', 'cover', String(id), await file('cover.png', IMAGES.png));
    expect(covered).toMatchObject({ code: 0, err: '' });
    await ops('content', 'publish', String(id));
    expect((await ok(detail('study/detail', id))).cover).toMatch(/^\/api\/content\/image\/\d+$/);

    const table = await ops('content', 'list', '--kind', 'learning');
    expect(table.out.split('\n')[0]).toMatch(/^id\s+kind\s+section\s+slug\s+status\s+pinned\s+important\s+languages\s+title\s+published_at/);
    expect(table.out).toMatch(new RegExp(`^${id}\\s+learning\\s+rwa\\s+published\\s+false\\s+false\\s+en\\s+Tokenised bonds`, 'm'));
    expect(await ops('content', 'publish', '99999999')).toMatchObject({ code: 1 });
    expect(await ops('content', 'create', '--kind', 'news', '--en', path.join(files, 'missing.md'))).toMatchObject({ code: 1, err: expect.stringContaining('cannot read') });
    expect(await ops('content', 'edit', String(id), '--important', 'maybe')).toMatchObject({ code: 2 });
  });
});
