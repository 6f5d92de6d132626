import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract, type Article, type ArticleBrief, type Page } from '@h5/shared/contract';
import { answer, fakeServer, renderRoutes, sentTo, startI18n } from '@h5/shared/testing';
import '../../start';
import HelpCenterPage from './HelpCenterPage';
import HelpDetailPage from './HelpDetailPage';

const CENTER = '/pages/help-center/center';
const DETAIL = '/pages/help-center/detail';

const brief = (id: number, title: string, category: ArticleBrief['category']): ArticleBrief => ({
  id,
  kind: 'help',
  area: null,
  category,
  title,
  summary: '',
  cover: null,
  pinned: false,
  important: false,
  published_at: '2026-11-20T08:00:00.000Z',
  lang: 'en',
  fallback: false,
});
const ARTICLES = [brief(1, 'How to deposit', 'funds'), brief(2, 'How to withdraw', 'funds'), brief(3, 'Spot orders and fees', 'trading')];
const pageOf = (list: ArticleBrief[]): Page<ArticleBrief> => ({ list, page: 1, limit: 20, total: list.length });

function serve() {
  return fakeServer({
    ...answer(contract.help.categories, {
      data: [
        { category: 'funds', count: 2 },
        { category: 'trading', count: 1 },
        { category: 'security', count: 0 },
        { category: 'wealth', count: 0 },
      ],
    }),
    ...answer(contract.help.list, (request) => {
      const { category, q } = request.params;
      const found = ARTICLES.filter((a) => (!category || a.category === category) && (!q || a.title.toLowerCase().includes(String(q).toLowerCase())));
      return { data: pageOf(found) };
    }),
    ...answer(contract.help.detail, (request) => ({ data: { ...ARTICLES[0]!, id: Number(request.params.id), html: '<p>Use TRC20.</p>' } satisfies Article })),
    ...answer(contract.help.feedback, { data: null }),
  });
}

const titles = () => screen.queryAllByTestId('article-row').map((row) => row.querySelector('.ct-art-row__title')?.textContent);

beforeAll(() => startI18n('en', 'content', 'contentPages'));
beforeEach(() => localStorage.clear());

describe('the help centre', () => {
  it('shows the categories with their counts; one chosen lists its articles, kept in ?tab=', async () => {
    const sent = serve();
    renderRoutes(CENTER, { [CENTER]: HelpCenterPage });
    expect(await screen.findByText('Articles: 2')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['How to deposit', 'How to withdraw', 'Spot orders and fees']));
    const trading = screen.getByTestId('help-category-trading');
    fireEvent.click(trading);
    await waitFor(() => expect(titles()).toEqual(['Spot orders and fees']));
    expect(trading.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe(`${CENTER}?tab=trading`);
    expect(sentTo(sent, 'POST', 'help/list').map((request) => request.params.category ?? 'all')).toEqual(['all', 'trading']);
    expect(screen.getByTestId('help-contact').getAttribute('href')).toBe('#/pages/help-center/chat');
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const sent = serve();
    renderRoutes(CENTER, { [CENTER]: HelpCenterPage });
    await waitFor(() => expect(titles()).toHaveLength(3));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), { target: { value: 'with' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), { target: { value: 'withdraw' } });
    await waitFor(() => expect(titles()).toEqual(['How to withdraw']));
    expect(screen.getByText('Articles matching “withdraw”')).toBeTruthy();
    expect(sentTo(sent, 'POST', 'help/list').map((request) => request.params.q)).toEqual([undefined, 'withdraw']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No article matches your search. Try other words, or ask support.')).toBeTruthy();
  });

  it('"was this helpful?" is answered once, with this device\'s key, then thanks', async () => {
    const sent = serve();
    const view = renderRoutes(`${DETAIL}?id=1`, { [DETAIL]: HelpDetailPage });
    const helpful = await screen.findByRole('region', { name: 'Was this helpful?' });
    fireEvent.click(within(helpful).getByRole('button', { name: 'Helpful' }));
    expect(await screen.findByTestId('helpful-thanks')).toBeTruthy();
    const [request] = sentTo(sent, 'POST', 'help/feedback');
    expect(request?.params).toMatchObject({ id: '1', helpful: '1' });
    expect(String(request?.params.device)).toMatch(/^[\w-]{16,64}$/);
    view.unmount();
    renderRoutes(`${DETAIL}?id=1`, { [DETAIL]: HelpDetailPage });
    expect(await screen.findByTestId('helpful-thanks')).toBeTruthy();
    expect(sentTo(sent, 'POST', 'help/feedback')).toHaveLength(1);
  });
});
