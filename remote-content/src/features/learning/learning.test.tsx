import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract, type Article, type ArticleBrief, type Page } from '@h5/shared/contract';
import { answer, fakeServer, renderRoutes, sentTo, startI18n } from '@h5/shared/testing';
import '../../start';
import LearningDetailPage from './LearningDetailPage';
import LearningPage from './LearningPage';

const LIST = '/pages/study/index';
const DETAIL = '/pages/study/detail';

const brief = (id: number, more: Partial<ArticleBrief> = {}): ArticleBrief => ({
  id,
  kind: 'learning',
  area: 'rwa',
  category: null,
  title: `Article ${id}`,
  summary: `What article ${id} says`,
  cover: `/api/content/image/${id}`,
  pinned: false,
  important: false,
  published_at: '2026-11-20T08:00:00.000Z',
  lang: 'en',
  fallback: false,
  ...more,
});
const whole = (id: number, more: Partial<Article> = {}): Article => ({ ...brief(id), html: '<h2>Part one</h2><p>Body <a href="#/pages/assets/deposit/index">deposit</a></p>', ...more });
const pageOf = (list: ArticleBrief[]): Page<ArticleBrief> => ({ list, page: 1, limit: 20, total: list.length });

function serve() {
  return fakeServer({
    ...answer(contract.learning.list, (request) =>
      request.params.area === 'ai' ? { data: pageOf([brief(7, { area: 'ai', title: 'How strategies trade' })]) } : { data: pageOf([brief(3), brief(4, { fallback: true })]) },
    ),
    ...answer(contract.learning.detail, (request) => ({ data: whole(Number(request.params.id), { fallback: request.params.id === '4', lang: 'en' }) })),
  });
}

const location = () => screen.getByTestId('location').textContent;

beforeAll(() => startI18n('en', 'content', 'contentPages'));
beforeEach(() => localStorage.clear());

describe('learning', () => {
  it('learning: an area per tab, kept in ?tab=; each row new until opened; "EN" where it is shown in English', async () => {
    const sent = serve();
    const routes = { [LIST]: LearningPage, [DETAIL]: LearningDetailPage };
    const view = renderRoutes(`${LIST}?tab=rwa`, routes);
    const rows = await screen.findAllByTestId('article-row');
    expect(rows.map((row) => row.getAttribute('data-id'))).toEqual(['3', '4']);
    expect(rows.map((row) => within(row).queryByText('New') !== null)).toEqual([true, true]);
    expect(within(rows[1]!).getByText('EN').getAttribute('title')).toBe('Not yet translated into your language: shown in English');
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('/api/content/image/3');

    fireEvent.click(screen.getByRole('tab', { name: 'AI' }));
    await waitFor(() => expect(location()).toBe(`${LIST}?tab=ai`));
    expect(await screen.findByText('How strategies trade')).toBeTruthy();
    expect(sentTo(sent, 'POST', 'study/list').map((request) => request.params.area)).toEqual(['rwa', 'ai']);

    fireEvent.click(screen.getByRole('tab', { name: 'RWA' }));
    fireEvent.click((await screen.findAllByTestId('article-row'))[1]!);
    await waitFor(() => expect(location()).toBe(`${DETAIL}?id=4`));
    const article = await screen.findByTestId('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('Article 4');
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('Part one');
    expect(within(article).getByRole('link', { name: 'deposit' }).getAttribute('href')).toBe('#/pages/assets/deposit/index');
    expect(screen.getByTestId('article-fallback').textContent).toBe('Not yet translated into your language: shown in English');
    view.unmount();

    // Back on the list, the article opened is no longer new.
    renderRoutes(`${LIST}?tab=rwa`, routes);
    const again = await screen.findAllByTestId('article-row');
    expect(again.map((row) => within(row).queryByText('New') !== null)).toEqual([true, false]);
  });

  it('a detail with no such article says so, with Retry', async () => {
    fakeServer({ ...answer(contract.learning.detail, { refuse: 'Unknown article' }) });
    renderRoutes(`${DETAIL}?id=99`, { [DETAIL]: LearningDetailPage });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Unknown article')).toBeTruthy();
    expect(screen.queryByTestId('article')).toBeNull();
  });

});
