import { screen, within } from '@testing-library/react';
import { contract, type Article } from '@h5/shared/contract';
import { answer, fakeServer, renderRoutes, sentTo, startI18n } from '@h5/shared/testing';
import { NoticeBar } from './NoticeBar';

const IMPORTANT: Article = {
  id: 10,
  kind: 'notice',
  area: null,
  category: null,
  title: 'Maintenance tonight',
  summary: 'Deposits pause for an hour.',
  cover: null,
  pinned: false,
  important: true,
  published_at: '2026-11-27T20:00:00.000Z',
  lang: 'en',
  fallback: false,
  html: '<p>From 02:00 UTC.</p>',
};

beforeAll(() => startI18n('en', 'content'));

describe('the notice bar', () => {
  it('pops the important notice up whole from the highlights, with no second call', async () => {
    const sent = fakeServer({ ...answer(contract.notice.highlights, { data: { pinned: [], important: IMPORTANT } }) });
    renderRoutes('/', { '/': NoticeBar });
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    expect(within(dialog).getByText('From 02:00 UTC.')).toBeTruthy();
    expect(sentTo(sent, 'POST', 'notice/highlights')).toHaveLength(1);
    expect(sentTo(sent, 'POST', 'notice/detail')).toEqual([]);
  });
});
