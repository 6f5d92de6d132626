import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract, type Currency } from '@h5/shared/contract';
import { dataClient } from '@h5/shared/data';
import { answer, fakeServer, renderRoutes, sentTo, settle, signIn, startI18n } from '@h5/shared/testing';
import { copyConfig, copyFollowOf, copyProfileOf } from '../../../test/fixtures';
import '../../start';
import CopyBuyPage from './CopyBuyPage';

// The lead's equity curve above the form draws on canvas, which jsdom lacks.
jest.mock('@h5/shared/chart/view', () => require('@h5/shared/testing/chart'));

const PAGE = '/pages/documentation/buyPage';
const USDT: Currency = { id: 3, code: 'USDT', name: 'Tether', decimals: 6, chains: ['TRC20'], min_deposit: '10', min_withdraw: '20', withdraw_fee: '1' };
const sent = fakeServer({
  ...answer(contract.copy.lead, { data: copyProfileOf() }),
  ...answer(contract.copy.config, { data: copyConfig }),
  ...answer(contract.market.userCurrencies, { data: [USDT] }),
  ...answer(contract.wallet.detail, { data: { currency_id: 3, currency: 'USDT', available: '500', frozen: '0', total: '500' } }),
  ...answer(contract.copy.follow, { data: copyFollowOf({ id: 12 }) }),
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || undefined;
};
const preview = () => screen.getByTestId('follow-preview').textContent;

async function openPage(query = '?id=1') {
  renderRoutes(`${PAGE}${query}`, { [PAGE]: CopyBuyPage });
  await screen.findByLabelText('Amount to invest');
  await settle();
}

beforeAll(() => startI18n('en', 'wealth'));
beforeEach(() => {
  sent.length = 0;
  signIn();
});
afterEach(() => dataClient.clear());

describe("a lead's page", () => {
  it('shows the record per window, the equity curve, what the lead holds and what it closed, with the ticks', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Atlas Trend' })).toBeTruthy();
    const record = screen.getByRole('tabpanel');
    expect(within(record).getByText('+12.34%')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '90 days' }));
    expect(within(screen.getByRole('tabpanel')).getByText('+31.02%')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText('+24.10%')).toBeTruthy();

    const curve = screen.getByRole('img');
    expect(curve.getAttribute('aria-label')).toBe('Equity from 2026\u201108\u201127 to 2026\u201111\u201124: 15,000.000000\u00a0USDT at the start, 20,000.000000\u00a0USDT at the end, lowest 14,200.000000\u00a0USDT, highest 20,000.000000\u00a0USDT');

    const open = within(screen.getByRole('list', { name: 'Open positions' })).getByRole('listitem');
    expect(open.textContent).toContain('BTC/USDT');
    expect(open.textContent).toContain('Long');
    expect(open.textContent).toContain('3 lots · 5×');
    const closed = within(screen.getByRole('list', { name: 'Recent closed trades' })).getByRole('listitem');
    expect(closed.textContent).toContain('Short');
    expect(closed.textContent).toContain('+196.800000\u00a0USDT');
    expect(closed.textContent).toContain('Closed at market');
    expect(within(closed).getByText('Closed').nextElementSibling?.textContent).toMatch(/^3,100\.\d+ · 2026\u201111\u201123 \d\d:30:00$/);
  });
});

describe('the follow form', () => {
  it("holds the amount to the lead's minimum and maximum and the contract balance, offering a transfer when short", async () => {
    await openPage();
    expect(screen.getByText('Available 500.000000 USDT')).toBeTruthy();
    type('Amount to invest', '50');
    press('Follow');
    await waitFor(() => expect(messageOf('Amount to invest')).toBe('The minimum is 100 USDT'));

    type('Amount to invest', '60000');
    press('Follow');
    await waitFor(() => expect(messageOf('Amount to invest')).toBe('The maximum is 50,000 USDT'));

    type('Amount to invest', '600');
    const transfer = screen.getByRole('link', { name: 'Transfer in' });
    const target = new URL(transfer.getAttribute('href')!.slice(1), 'http://x');
    expect(target.pathname).toBe('/pages/assets/transfer/index');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      from: 'coin',
      to: 'contract',
      amount: '100',
      back: '/pages/documentation/buyPage?id=1&amount=600&ratio=1&stop_loss=&take_profit=',
    });
    press('Follow');
    await waitFor(() => expect(messageOf('Amount to invest')).toBe('Insufficient balance'));
    expect(sentTo(sent, 'POST', 'documentation/sub')).toEqual([]);
  });

  it('comes back from a transfer with the form as it was', async () => {
    await openPage('?id=1&amount=600&ratio=2&stop_loss=10&take_profit=');
    expect((screen.getByLabelText('Amount to invest') as HTMLInputElement).value).toBe('600');
    expect(screen.getByRole('button', { name: '2×' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Stop-loss, % of the amount (optional)') as HTMLInputElement).value).toBe('10');
  });

  it("chooses a ratio, shows where the stops end the follow and what a lead position opens, and checks the stops' bounds", async () => {
    await openPage();
    expect(screen.getByRole('button', { name: '1×' }).getAttribute('aria-pressed')).toBe('true');
    type('Amount to invest', '400');
    // 1 x 1 x 400 / 20000 = 0.02 lots: skipped.
    expect(preview()).toBe('A lead position of 1 lot at the lead’s equity of 20,000\u00a0USDT opens less than 1 lot for you (400\u00a0USDT at 1×), so it would be skipped: only its larger positions are copied.');
    press('3×');
    expect(screen.getByRole('button', { name: '3×' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('At 3×, you put 3× the share of equity the lead puts into each position.')).toBeTruthy();

    type('Stop-loss, % of the amount (optional)', '95');
    type('Take-profit, % of the amount (optional)', '50');
    expect(screen.getByText('Stops following when the equity falls to 20 USDT')).toBeTruthy();
    expect(screen.getByText('Stops following when the equity reaches 600 USDT')).toBeTruthy();
    press('Follow');
    await waitFor(() => expect(messageOf('Stop-loss, % of the amount (optional)')).toBe('Enter a percent from 1 to 90'));
    type('Stop-loss, % of the amount (optional)', '10');
    expect(screen.getByText('Stops following when the equity falls to 360 USDT')).toBeTruthy();

    type('Amount to invest', '10000');
    // 1 x 3 x 10000 / 20000 = 1.5, rounded down: 1 lot (whatever the balance, the preview is of the amount typed).
    expect(preview()).toBe('A lead position of 1 lot at the lead’s equity of 20,000\u00a0USDT opens 1 lot for you (10,000\u00a0USDT at 3×).');
    expect(screen.getByText("Lead's profit share").nextElementSibling?.textContent).toBe('10%');
  });

  it('lists everything in the confirm sheet, then sends the follow and opens it', async () => {
    await openPage();
    type('Amount to invest', '400');
    press('2×');
    type('Stop-loss, % of the amount (optional)', '10');
    type('Take-profit, % of the amount (optional)', '50');
    press('Follow');
    const sheet = await screen.findByRole('dialog', { name: 'Confirm the follow' });
    const row = (label: string) => within(sheet).getByText(label).nextElementSibling?.textContent;
    expect(row('Lead trader')).toBe('Atlas Trend');
    expect(row('Amount')).toBe('400.000000\u00a0USDT');
    expect(row('Paid from')).toBe('Contract account');
    expect(row('Copy ratio')).toBe('2×');
    expect(row('Stop-loss')).toBe('10% · at equity 360\u00a0USDT');
    expect(row('Take-profit')).toBe('50% · at equity 600\u00a0USDT');
    expect(row('Profit share')).toBe('10%');
    expect(sentTo(sent, 'POST', 'documentation/sub')).toEqual([]);

    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm follow' }));
    await settle();
    expect(sentTo(sent, 'POST', 'documentation/sub').map((request) => request.params)).toEqual([
      { lead_id: '1', amount: '400', ratio: '2', stop_loss: '10', take_profit: '50' },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/pages/documentation/ordersPage?id=12');
  });

  it('sends no stop that was not set, and shows a refusal as the server words it', async () => {
    sent.length = 0;
    fakeServer({
      ...answer(contract.copy.lead, { data: copyProfileOf() }),
      ...answer(contract.copy.config, { data: copyConfig }),
      ...answer(contract.market.userCurrencies, { data: [USDT] }),
      ...answer(contract.wallet.detail, { data: { currency_id: 3, currency: 'USDT', available: '500', frozen: '0', total: '500' } }),
      ...answer(contract.copy.follow, { refuse: 'You already follow this trader: stop following first to change the amount' }),
    });
    await openPage();
    type('Amount to invest', '100');
    press('Follow');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm the follow' })).getByRole('button', { name: 'Confirm follow' }));
    await settle();
    expect(document.querySelector('.h5-toast')?.textContent).toBe('You already follow this trader: stop following first to change the amount');
    expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?id=1`);
  });
});
