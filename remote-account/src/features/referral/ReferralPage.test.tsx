import { fireEvent, screen, within } from '@testing-library/react';
import { contract, type Invitee, type Page, type RebateRecord, type ReferralInfo } from '@h5/shared/contract';
import { answer, fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import { USDT } from '../../../test/form';
import '../../start';
import ReferralPage from './ReferralPage';

const PROMOTION = '/pages/promotion/index';

const info: ReferralInfo = {
  invite_code: 'AB12CD34',
  authorization_code: null,
  promoted_count: 3,
  qualified_count: 1,
  activated: false,
  partner_since: null,
  rebate_ratio: '0.2',
  reward_ratio: '0.1',
  terms: { base_ratio: '0.2', partner_ratio: '0.3', partner_invitees: 3, reward_ratio: '0.1', issue_every_hours: 1 },
  totals: [{ currency: 'USDT', issued: '1.5', unissued: '0.19', this_month: '1.69' }],
  next_issue_at: '2026-11-27T11:00:00.000Z',
};
const friend = (id: number, stage: Invitee['stage'], missing: Invitee['missing']): Invitee => ({
  id,
  account: '138****5678',
  registered_at: '2026-11-20T08:00:00.000Z',
  stage,
  missing,
  earned: stage === 'qualified' ? [{ currency: 'USDT', amount: '1.5' }] : [],
});
const friends: Page<Invitee> = { list: [friend(9, 'verified', ['deposited', 'traded']), friend(8, 'qualified', [])], page: 1, limit: 20, total: 2 };
const shares: Page<RebateRecord> = {
  list: [{ id: 4, role: 'rebate', currency: 'USDT', amount: '0.19', fee: '0.95', ratio: '0.2', source: 'spot:12', invitee: '138****5678', status: 'unissued', created_at: '2026-11-27T10:10:00.000Z', issued_at: null }],
  page: 1,
  limit: 20,
  total: 1,
};

const serve = (overrides: Partial<ReferralInfo> = {}) =>
  fakeServer({
    ...answer(contract.market.userCurrencies, { data: [USDT] }),
    ...answer(contract.referral.info, { data: { ...info, ...overrides } }),
    ...answer(contract.referral.invitees, { data: friends }),
    ...answer(contract.referral.rebates, { data: shares }),
    ...answer(contract.referral.poster, { data: { invite_code: 'AB12CD34', authorization_code: null, rebate_ratio: '0.2', reward_ratio: '0.1' } }),
  });
const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeAll(() => startI18n('en', 'account'));

describe('the promotion page', () => {
  it('shows the code and link to copy, the figures and how far partner status is', async () => {
    serve();
    renderRoutes(PROMOTION, { [PROMOTION]: ReferralPage });
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD34');
    expect(screen.getByTestId('referral-link').textContent).toBe('http://localhost/h5/#/pages/user/login/register?invite_code=AB12CD34');
    expect(screen.getByTestId('referral-label').textContent).toBe('Inviter · 20%');
    expect(screen.getByTestId('referral-progress').textContent).toBe('2 more qualified friends to become a partner at 30%');
    expect(fact('Unissued rewards (USDT)')).toBe('0.190000\u00a0USDT');
    expect(screen.getByRole('button', { name: 'Copy Invitation link' })).toBeTruthy();
    expect(screen.queryByText('Authorization code')).toBeNull();
  });

  it('tells why each friend does not count yet, and lists the rewards with their fee', async () => {
    serve();
    renderRoutes(PROMOTION, { [PROMOTION]: ReferralPage });
    const [waiting, counted] = await screen.findAllByTestId('referral-friend');
    expect(within(waiting!).getByTestId('referral-missing').textContent).toBe('To count, they still need to make a deposit, make a first trade');
    expect(within(counted!).queryByTestId('referral-missing')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'My rewards' }));
    const share = await screen.findByTestId('referral-share');
    expect(share.textContent).toContain('Rebate from 138****5678');
    expect(share.textContent).toContain('20% of a 0.950000\u00a0USDT fee');
    expect(share.textContent).toContain('Unissued');
  });

  it('shows a partner their label, date and authorization code, and the rules with the worked example', async () => {
    serve({ activated: true, partner_since: '2026-11-26T09:00:00.000Z', authorization_code: 'P7Q8R9S2', rebate_ratio: '0.3' });
    renderRoutes(`${PROMOTION}?tab=rules`, { [PROMOTION]: ReferralPage });
    expect((await screen.findByTestId('referral-label')).textContent).toBe('Partner · 30%');
    expect(screen.getByTestId('referral-authorization').textContent).toBe('P7Q8R9S2');
    expect(screen.getByText(/A fee of 0\.950000 USDT gives you 0\.190000 USDT and your friend 0\.095000 USDT/)).toBeTruthy();
  });

  it('says so when the browser cannot draw the poster, and offers nothing to save', async () => {
    // A browser without a 2d canvas (jsdom has none either).
    const noCanvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const sent = serve();
    renderRoutes(PROMOTION, { [PROMOTION]: ReferralPage });
    fireEvent.click(await screen.findByRole('button', { name: 'Invitation poster' }));
    const sheet = await screen.findByRole('dialog', { name: 'Invitation poster' });
    await within(sheet).findByText('Picture preview failed');
    expect((within(sheet).getByRole('button', { name: 'Save picture' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent.map((request) => request.url)).toContain('user/my_poster');
    noCanvas.mockRestore();
  });
});
