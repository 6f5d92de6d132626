import { fireEvent, screen, within } from '@testing-library/react';
import { contract, type Article } from '@h5/shared/contract';
import { answer, fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import '../../start';
import { dismissedNotices } from '../../common/articles/seen';
import NoticePopupPage from './NoticePopupPage';

const POPUP = '/pages/index/notice/notice';
const NOTICE: Article = {
  id: 9,
  kind: 'notice',
  area: null,
  category: null,
  title: 'Withdrawal rules',
  summary: '',
  cover: null,
  pinned: true,
  important: true,
  published_at: '2026-11-20T08:00:00.000Z',
  lang: 'en',
  fallback: false,
  html: '<p>Three a day.</p>',
};

const serve = () => fakeServer({ ...answer(contract.notice.detail, { data: NOTICE }) });

beforeAll(() => startI18n('en', 'content'));
beforeEach(() => localStorage.clear());

describe('notices', () => {
  it('the notice popup: "Got it" dismisses the notice on this device', async () => {
    serve();
    renderRoutes(`${POPUP}?id=9`, { [POPUP]: NoticePopupPage });
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal rules' });
    expect(within(dialog).getByText('Important notice')).toBeTruthy();
    expect(dismissedNotices.has(9)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(dismissedNotices.has(9)).toBe(true);
  });
});
