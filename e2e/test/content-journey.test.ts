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
import { inParallel } from '../lib/parallel';
import { ops } from '../lib/ops';
import { seen, settled } from '../lib/settle';

const app = useApp();

/**
 * Both languages at once, each in its own browser context: jest runs a file's tests
 * one after another, so each language's set-up and steps are chained here, every chain starts
 * with the file (once the server is up), and each test awaits its own step and fails with it.
 * Most of a language is waiting on pages, and the two overlap. They share the news list, where
 * each publishes its hostile article once past its own news step (an article found by title, a
 * newer one allowed for).
 */
const languages = inParallel();

/** An article an operator wrote with hostile Markdown, published through the ops CLI: its id. */
async function publishHostile(lang: string): Promise<string> {
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
  return id!;
}

const WORDS = { zh: { common: commonZh, content: { ...contentZh, ...pagesZh } }, en: { common: commonEn, content: { ...contentEn, ...pagesEn } } } as const;

describe.each(['zh', 'en'] as const)('content in %s', (lang) => {
  const words = WORDS[lang];
  let phone: Phone;
  let page: Page;
  const hash = () => new URL(page.url()).hash;
  let hostile: Promise<string> | undefined;
  const { setUp, step } = languages(lang);

  setUp(async () => {
    phone = await app.phone({ lang, shots: `content-${lang}`, noticeFresh: true });
    page = phone.page;
  });
  afterAll(() => phone?.context.close());

  step('pops the important notice up once; dismissed, it stays so; the bar scrolls the pinned notices', async () => {
    // What home asks for, in the page's language.
    const reply = await fetch(`${app.url}/api/notice/highlights`, { method: 'POST', headers: { lang } });
    const highlights = ((await reply.json()) as Envelope<NoticeHighlights>).data;
    expect(highlights.important?.lang).toBe(lang);
    await page.goto('/h5/#/');
    // Over home, which stays where it is.
    const popup = page.getByRole('dialog', { name: highlights.important!.title });
    await seen(popup);
    expect(hash()).toMatch(/^#\/(pages\/index\/index)?$/);
    await phone.look('important-notice', popup);
    await popup.getByRole('button', { name: words.content.notices.gotIt }).click();
    await seen(popup, { state: 'detached' });

    // The page's clock, flowing with the real one, so the bar's 4 s a notice can be skipped.
    await page.clock.install();
    await page.reload();
    const bar = page.getByTestId('notice-bar');
    await seen(bar.filter({ hasText: highlights.pinned[0]!.title }));
    await page.clock.fastForward(4_000); // NOTICE_MS (remote-content/src/features/home/NoticeBar.tsx)
    await seen(bar.filter({ hasText: highlights.pinned[1]!.title }), { timeout: 10_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Shot once the notice has slid in.
    await settled(page, '[data-testid="notice-bar"]');
    await phone.look('home-notice-bar', bar);
    await bar.click();
    await seen(page.getByRole('dialog'));
    await page.getByRole('button', { name: words.content.notices.all }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/notice/index'));
    await seen(page.getByTestId('article-row').first());
    await phone.look('notices');
  });

  step('leads every home and side-menu entry to a real page', async () => {
    for (const [where, entries] of [['home', HOME_ENTRIES], ['menu', MENU_ENTRIES]] as const) {
      for (const entry of entries) {
        await phone.go('/pages/index/index');
        if (where === 'menu') {
          const menu = page.getByRole('button', { name: words.content.home.menu });
          await seen(menu);
          await menu.click();
          await page.getByRole('dialog', { name: words.content.home.menu }).getByRole('button', { name: words.content.home.menuItem[entry.key as keyof typeof words.content.home.menuItem], exact: true }).click();
        } else {
          const item = page.locator('.ct-entries__item', { hasText: words.content.home.entry[entry.key as keyof typeof words.content.home.entry] });
          await seen(item);
          await item.click();
        }
        // A guest asked to log in first comes back to the entry's page after.
        const [path] = entry.path.split('?');
        await page.waitForURL((url) => url.hash.startsWith(`#${path}`) || (url.hash.startsWith('#/pages/user/login/login') && decodeURIComponent(url.hash).includes(path!)));
        await seen(page.locator('.h5-page, .ct-home, main').first());
        expect({ entry: entry.key, comingSoon: await page.locator('.h5-coming-soon').count() }).toEqual({ entry: entry.key, comingSoon: 0 });
      }
    }
    await phone.go('/pages/study/index?tab=ai');
    await seen(page.getByRole('tab', { name: 'AI', selected: true }));
    await seen(page.getByTestId('article-row').first());
    await phone.look('learning-ai');
  });

  step('reads a news article whole: cover, date, copy-link; then it is no longer new', async () => {
    await phone.go('/pages/news/index');
    // The newest with a cover (an article another test published may have none).
    const first = page.getByTestId('article-row').filter({ has: page.locator('img') }).first();
    await seen(first.getByText(words.content.articles.new));
    await phone.look('news-list');
    const title = await first.locator('.ct-art-row__title').textContent();
    await first.click();
    const article = page.getByTestId('article');
    await seen(article.getByRole('heading', { level: 1, name: title! }));
    // The cover comes from our origin and draws.
    await page.waitForFunction(() => {
      const cover = document.querySelector<HTMLImageElement>('.ct-article__cover');
      return cover !== null && cover.complete && cover.naturalWidth > 0;
    });
    expect(await article.locator('time').textContent()).toMatch(/^\d{4}\D\d{2}\D\d{2}$/);
    await phone.look('news-article');
    await article.getByTestId('article-copy-link').click();
    await seen(page.locator('.h5-toast--on'));
    await page.goBack();
    // The row opened (a newer article another test published may now be first, and new).
    const opened = page.getByTestId('article-row').filter({ hasText: title! }).first();
    await seen(opened);
    await expect(opened.getByText(words.content.articles.new).count()).resolves.toBe(0);
  });

  step('finds help in the page language and records the answer to "was this helpful?"', async () => {
    // The next step's article, published by the ops CLI meanwhile (this language's news list is behind).
    hostile = publishHostile(lang);
    hostile.catch(() => undefined); // awaited there
    await phone.go('/pages/help-center/center');
    await seen(page.getByTestId('help-category-funds'));
    await phone.look('help-centre');
    const term = lang === 'zh' ? '提现' : 'withdraw';
    await page.getByRole('searchbox').fill(term);
    await seen(page.getByText(words.content.help.results.replace('{{query}}', term)));
    const result = page.getByTestId('article-row').first();
    await seen(result);
    await phone.look('help-search');
    await result.click();
    await seen(page.getByTestId('article'));
    const yes = page.getByRole('button', { name: words.content.help.yes, exact: true });
    await seen(yes);
    await yes.click();
    await seen(page.getByTestId('helpful-thanks'));
    await phone.look('help-article-answered', page.getByTestId('helpful-thanks'));
    expect(phone.problems).toEqual([]);
  });

  step('shows an article written with hostile Markdown as text: nothing runs, no CSP violation', async () => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    const id = await (hostile ?? publishHostile(lang));
    await phone.go(`/pages/news/detail?id=${id}`);
    const article = page.getByTestId('article');
    await seen(article.getByRole('heading', { level: 1, name: `Hostile ${lang}` }));
    await seen(article.getByText('Still bold.'));
    await seen(article.getByTestId('article-fallback'), { state: lang === 'en' ? 'detached' : 'visible' });
    await seen(article.getByText("<script>self['pwned'] = 1</script>"));
    await article.getByText('tap').first().click({ force: true }).catch(() => undefined);
    expect(await page.evaluate(() => (self as { pwned?: number }).pwned)).toBeUndefined();
    expect(await article.locator('script, img[onerror], a[href^="javascript"], img[src^="http"]').count()).toBe(0);
    await phone.look('hostile-article', article);
    expect(missing).toEqual([]);
    expect(phone.problems).toEqual([]);
  });
});
