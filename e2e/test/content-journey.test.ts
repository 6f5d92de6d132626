/**
 * Content through the pages, against the real server, as a guest in Chinese and in English at
 * 390x844: the important notice pops up over home once and stays dismissed, the notice bar shows the
 * pinned notices, every home and side-menu entry opens a real page, a news article and a
 * learning article read whole (cover, date, copy-link, then no longer "new"), the help centre
 * finds an article in the page's language and records "was this helpful?", and an article an
 * operator wrote with hostile Markdown runs nothing and breaks no CSP rule.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Envelope, NoticeHighlights } from '@h5/shared/contract';
import commonEn from '../../shared/src/i18n/common/en';
import commonZh from '../../shared/src/i18n/common/zh';
import contentEn from '../../remote-content/src/i18n/en';
import pagesEn from '../../remote-content/src/i18n/more/en';
import pagesZh from '../../remote-content/src/i18n/more/zh';
import contentZh from '../../remote-content/src/i18n/zh';
import { HOME_ENTRIES, MENU_ENTRIES } from '../../remote-content/src/features/home/entries';
import { useApp, type Phone } from '../lib/fixture';
import { ops } from '../lib/ops';

const app = useApp();

const WORDS = { zh: { common: commonZh, content: { ...contentZh, ...pagesZh } }, en: { common: commonEn, content: { ...contentEn, ...pagesEn } } } as const;

describe.each(['zh', 'en'] as const)('content in %s', (lang) => {
  const words = WORDS[lang];
  let phone: Phone;
  let page: Page;
  const hash = () => new URL(page.url()).hash;

  beforeAll(async () => {
    phone = await app.phone({ lang, shots: `content-${lang}`, noticeFresh: true });
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  it('pops the important notice up once; dismissed, it stays so; the bar scrolls the pinned notices', async () => {
    // What home asks for, in the page's language.
    const reply = await fetch(`${app.url}/api/notice/highlights`, { method: 'POST', headers: { lang } });
    const highlights = ((await reply.json()) as Envelope<NoticeHighlights>).data;
    expect(highlights.important?.lang).toBe(lang);
    await page.goto('/h5/#/');
    // Over home, which stays where it is.
    const popup = page.getByRole('dialog', { name: highlights.important!.title });
    await popup.waitFor();
    expect(hash()).toMatch(/^#\/(pages\/index\/index)?$/);
    await phone.look('important-notice', popup);
    await popup.getByRole('button', { name: words.content.notices.gotIt }).click();
    await popup.waitFor({ state: 'detached' });

    await page.reload();
    const bar = page.getByTestId('notice-bar');
    await bar.filter({ hasText: highlights.pinned[0]!.title }).waitFor();
    await bar.filter({ hasText: highlights.pinned[1]!.title }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await phone.look('home-notice-bar', bar);
    await bar.click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: words.content.notices.all }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/notice/index'));
    await page.getByTestId('article-row').first().waitFor();
    await phone.look('notices');
  });

  it('leads every home and side-menu entry to a real page', async () => {
    for (const [where, entries] of [['home', HOME_ENTRIES], ['menu', MENU_ENTRIES]] as const) {
      for (const entry of entries) {
        await phone.go('/pages/index/index');
        if (where === 'menu') {
          await page.getByRole('button', { name: words.content.home.menu }).click();
          await page.getByRole('dialog', { name: words.content.home.menu }).getByRole('button', { name: words.content.home.menuItem[entry.key as keyof typeof words.content.home.menuItem], exact: true }).click();
        } else {
          await page.locator('.ct-entries__item', { hasText: words.content.home.entry[entry.key as keyof typeof words.content.home.entry] }).click();
        }
        // A guest asked to log in first comes back to the entry's page after.
        const [path] = entry.path.split('?');
        await page.waitForURL((url) => url.hash.startsWith(`#${path}`) || (url.hash.startsWith('#/pages/user/login/login') && decodeURIComponent(url.hash).includes(path!)));
        await page.locator('.h5-page, .ct-home, main').first().waitFor();
        expect({ entry: entry.key, comingSoon: await page.locator('.h5-coming-soon').count() }).toEqual({ entry: entry.key, comingSoon: 0 });
      }
    }
    await phone.go('/pages/study/index?tab=ai');
    await page.getByRole('tab', { name: 'AI', selected: true }).waitFor();
    await page.getByTestId('article-row').first().waitFor();
    await phone.look('learning-ai');
  });

  it('reads a news article whole: cover, date, copy-link; then it is no longer new', async () => {
    await phone.go('/pages/news/index');
    // The newest with a cover (an article another test published may have none).
    const first = page.getByTestId('article-row').filter({ has: page.locator('img') }).first();
    await first.getByText(words.content.articles.new).waitFor();
    await phone.look('news-list');
    const title = await first.locator('.ct-art-row__title').textContent();
    await first.click();
    const article = page.getByTestId('article');
    await article.getByRole('heading', { level: 1, name: title! }).waitFor();
    // The cover comes from our origin and draws.
    await page.waitForFunction(() => {
      const cover = document.querySelector<HTMLImageElement>('.ct-article__cover');
      return cover !== null && cover.complete && cover.naturalWidth > 0;
    });
    expect(await article.locator('time').textContent()).toMatch(/^\d{4}\D\d{2}\D\d{2}$/);
    await phone.look('news-article');
    await article.getByTestId('article-copy-link').click();
    await page.locator('.h5-toast--on').waitFor();
    await page.goBack();
    // The row opened (a newer article another test published may now be first, and new).
    const opened = page.getByTestId('article-row').filter({ hasText: title! }).first();
    await opened.waitFor();
    await expect(opened.getByText(words.content.articles.new).count()).resolves.toBe(0);
  });

  it('finds help in the page language and records the answer to "was this helpful?"', async () => {
    await phone.go('/pages/help-center/center');
    await page.getByTestId('help-category-funds').waitFor();
    await phone.look('help-centre');
    const term = lang === 'zh' ? '提现' : 'withdraw';
    await page.getByRole('searchbox').fill(term);
    await page.getByText(words.content.help.results.replace('{{query}}', term)).waitFor();
    const result = page.getByTestId('article-row').first();
    await result.waitFor();
    await phone.look('help-search');
    await result.click();
    await page.getByTestId('article').waitFor();
    await page.getByRole('button', { name: words.content.help.yes, exact: true }).click();
    await page.getByTestId('helpful-thanks').waitFor();
    await phone.look('help-article-answered', page.getByTestId('helpful-thanks'));
    expect(phone.problems).toEqual([]);
  });

  it('shows an article written with hostile Markdown as text: nothing runs, no CSP violation', async () => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    const file = join(tmpdir(), `hostile-${lang}.md`);
    await writeFile(
      file,
      [
        '---',
        `title: Hostile ${lang}`,
        'summary: Script, handlers, links and images that must not work',
        '---',
        "<script>self['pwned'] = 1</script>",
        `<img src=x onerror="self['pwned'] = 2"> <a href="#" onclick="self['pwned'] = 3">tap</a>`,
        "[run](javascript:self['pwned']=4) ![remote](https://example.org/track)",
        '',
        '**Still bold.**',
      ].join('\n'),
    );
    const id = /^content (\d+): draft$/m.exec(await ops('content', 'create', '--kind', 'news', '--en', file))?.[1];
    await ops('content', 'publish', id!);
    await phone.go(`/pages/news/detail?id=${id}`);
    const article = page.getByTestId('article');
    await article.getByRole('heading', { level: 1, name: `Hostile ${lang}` }).waitFor();
    await article.getByText('Still bold.').waitFor();
    await article.getByTestId('article-fallback').waitFor({ state: lang === 'en' ? 'detached' : 'visible' });
    await article.getByText("<script>self['pwned'] = 1</script>").waitFor();
    await article.getByText('tap').first().click({ force: true }).catch(() => undefined);
    expect(await page.evaluate(() => (self as { pwned?: number }).pwned)).toBeUndefined();
    expect(await article.locator('script, img[onerror], a[href^="javascript"], img[src^="http"]').count()).toBe(0);
    await phone.look('hostile-article', article);
    expect(missing).toEqual([]);
    expect(phone.problems).toEqual([]);
  });
});
