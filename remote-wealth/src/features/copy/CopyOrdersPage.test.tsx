import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract } from '@h5/shared/contract';
import { dataClient } from '@h5/shared/data';
import { answer, fakeServer, renderRoutes, sentTo, settle, signIn, startI18n } from '@h5/shared/testing';
import { copyConfig, copyDetailOf, copyFollowOf } from '../../../test/fixtures';
import '../../start';
import CopyOrdersPage from './CopyOrdersPage';
import CopyRulesPage from './CopyRulesPage';

const PAGE = '/pages/documentation/ordersPage';
const active = copyFollowOf();
const ended = copyFollowOf({ id: 9, status: 'ended', end_reason: 'stop_loss', equity: '880', returned: '880', realised: '-112.5', unrealised: '0', open_positions: 0, ended_at: '2026-11-22T09:30:00.000Z', take_profit: 50 });
const stopped = copyFollowOf({ status: 'ended', end_reason: 'user', returned: '1010', open_positions: 0, ended_at: '2026-11-25T10:00:00.000Z' });
const sent = fakeServer({
  ...answer(contract.copy.orders, (request) => ({ data: { list: request.params.status === 'ended' ? [ended] : [active], page: 1, limit: 10, total: 1 } })),
  ...answer(contract.copy.order, { data: copyDetailOf() }),
  ...answer(contract.copy.unfollow, { data: stopped }),
  ...answer(contract.copy.config, {
    data: copyConfig,
  }),
});
const row = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling?.textContent;

beforeAll(() => startI18n('en', 'wealth'));
beforeEach(() => {
  sent.length = 0;
  signIn();
});
afterEach(() => dataClient.clear());

describe('my follow orders', () => {
  it('lists the active follows, then the ended ones, each with its figures', async () => {
    renderRoutes(PAGE, { [PAGE]: CopyOrdersPage });
    const card = await screen.findByRole('article', { name: 'Atlas Trend, follow 12' });
    expect(sentTo(sent, 'GET', 'documentation/order').map((request) => request.params.status)).toEqual(['active']);
    expect(row(card, 'Invested')).toBe('1,000.000000\u00a0USDT');
    expect(row(card, 'Equity')).toBe('1,012.500000\u00a0USDT');
    expect(row(card, 'Realised P/L')).toBe('+120.000000\u00a0USDT');
    expect(row(card, 'Unrealised P/L')).toBe('+17.500000\u00a0USDT');
    expect(row(card, 'Profit share paid')).toBe('10.000000\u00a0USDT');
    expect(row(card, 'High-water mark')).toBe('100.000000\u00a0USDT');
    expect(row(card, 'Copy ratio')).toBe('2×');
    expect(row(card, 'Stop-loss')).toBe('10% · 900\u00a0USDT');
    expect(row(card, 'Take-profit')).toBe('Not set');
    expect(row(card, 'Open positions')).toBe('1');
    expect(row(card, 'Not copied')).toBe('1');
    expect(within(card).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(`#${PAGE}?id=12`);

    fireEvent.click(screen.getByRole('tab', { name: 'Ended' }));
    const over = await screen.findByRole('article', { name: 'Atlas Trend, follow 9' });
    expect(sentTo(sent, 'GET', 'documentation/order').map((request) => request.params.status)).toEqual(['active', 'ended']);
    expect(row(over, 'Returned')).toBe('880.000000\u00a0USDT');
    expect(row(over, 'Realised P/L')).toBe('-112.500000\u00a0USDT');
    expect(row(over, 'Take-profit')).toBe('50% · 1,500\u00a0USDT');
    expect(row(over, 'Ended by')).toBe('Its stop-loss');
    expect(within(over).queryByText('Unrealised P/L')).toBeNull();
    expect(within(over).queryByRole('button', { name: 'Stop following' })).toBeNull();
  });

  it('says what stopping does before it stops, then tells what came back', async () => {
    renderRoutes(PAGE, { [PAGE]: CopyOrdersPage });
    const card = await screen.findByRole('article', { name: 'Atlas Trend, follow 12' });
    fireEvent.click(within(card).getByRole('button', { name: 'Stop following' }));
    const dialog = await screen.findByRole('dialog');
    // Profit share now: 10 % x (120 - 100) = 2, by the kernel's profitShareOf.
    expect(dialog.textContent).toContain(
      'Stop following Atlas Trend? Its 1 open mirrored position closes at the market price. Profit share (10%) is settled on realised profit above the high-water mark of 100.000000\u00a0USDT, never on a loss: 2.000000\u00a0USDT on what is realised now',
    );
    expect(dialog.textContent).toContain('The rest returns to your contract account.');
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(sent, 'POST', 'documentation/order/cancel')).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Stop following' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Stop following'));
    await waitFor(() => expect(sentTo(sent, 'POST', 'documentation/order/cancel').map((request) => request.params)).toEqual([{ id: '12' }]));
    await settle();
    expect(document.querySelector('.h5-toast')?.textContent).toBe('Stopped following Atlas Trend: 1,010.000000\u00a0USDT returned to your contract account');
    // The follow opens on its statement, ended, with what came back.
    expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?id=12`);
  });
});

describe("a follow's statement", () => {
  it('shows its mirrors with their ticks, what was not copied and why, and each settlement worked out', async () => {
    renderRoutes(`${PAGE}?id=12`, { [PAGE]: CopyOrdersPage });
    await screen.findByRole('article', { name: 'Atlas Trend, follow 12' });
    expect(sentTo(sent, 'GET', 'documentation/order/detail').map((request) => request.params)).toEqual([{ id: '12' }]);
    expect(screen.queryByRole('link', { name: 'Details' })).toBeNull();

    const mirror = within(screen.getByRole('list', { name: 'Mirrored positions' })).getByRole('listitem');
    expect(mirror.textContent).toContain('1 lot · 5×');
    expect(row(mirror, "Lead's position")).toBe('#41');
    expect(row(mirror, 'Opened')).toMatch(/^65,000\.\d+ · 2026\u201111\u201124 \d\d:00:00$/);

    const [small, margin] = within(screen.getByRole('list', { name: 'Not copied' })).getAllByRole('listitem');
    expect(small!.textContent).toContain('Too small: at your ratio and equity it came to less than 1 lot');
    expect(row(small!, "Lead's size")).toBe('1 lot');
    expect(row(small!, 'Lead opened at')).toMatch(/^64,000\.\d+ · 2026\u201111\u201121 /);
    expect(margin!.textContent).toContain('Not enough free funds: it needed 812.400000\u00a0USDT for margin and fee');
    expect(row(margin!, "Lead's size")).toBe('6 lots');

    const [weekly, nothing] = within(screen.getByRole('list', { name: 'Profit share statement' })).getAllByRole('listitem');
    expect(weekly!.textContent).toContain('Weekly settlement');
    expect(weekly!.textContent).toContain('Profit share = 10% × (realised 200.000000\u00a0USDT − mark 100.000000\u00a0USDT) = 10.000000\u00a0USDT');
    expect(weekly!.textContent).toContain('High-water mark 100.000000\u00a0USDT → 200.000000\u00a0USDT');
    expect(nothing!.textContent).toContain('Realised 80.000000\u00a0USDT is not above the mark 200.000000\u00a0USDT: nothing due');
  });
});

describe('the copy-trading rules', () => {
  it("work the sizing and profit-share examples with the kernel's formulas, and give the terms in force", async () => {
    renderRoutes('/pages/documentation/rulePage', { '/pages/documentation/rulePage': CopyRulesPage });
    await screen.findByRole('heading', { name: 'How your positions are sized' });
    const text = document.querySelector('.wl-rules')?.textContent ?? '';
    expect(text).toContain('Copy ratios offered: 0.5×, 1×, 2×, 3×.');
    expect(text).toContain('floor(10 × 1 × 1,000\u00a0USDT ÷ 20,000\u00a0USDT) = 0 lots: skipped');
    expect(text).toContain('floor(10 × 2 × 2,000\u00a0USDT ÷ 20,000\u00a0USDT) = 2 lots');
    expect(text).toContain('10% × (1,200\u00a0USDT − 1,000\u00a0USDT) = 20\u00a0USDT');
    expect(text).toContain('every Monday at 00:00 UTC');
    expect(text).toContain('a stop-loss (1% to 90%) and a take-profit (1% to 1,000%)');
    expect(text).toContain('a second follow of the same lead is refused');
  });
});
