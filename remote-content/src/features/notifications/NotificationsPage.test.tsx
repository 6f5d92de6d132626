import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract, type AccountEvent, type Page } from '@h5/shared/contract';
import { answer, fakeServer, renderRoutes, sentTo, signIn, startI18n } from '@h5/shared/testing';
import '../../start';
import NotificationsPage from './NotificationsPage';

const PAGE = '/pages/notifications/index';
const USDT = { id: 3, code: 'USDT', name: 'Tether', decimals: 6, chains: ['TRC20'], min_deposit: '10', min_withdraw: '20', withdraw_fee: '1' };

const redeemed: AccountEvent = {
  id: 31,
  kind: 'trust.redeemed',
  ref: 42,
  data: { product: 'USDT-15D', currency: 'USDT', principal: '1000', penalty: '12', refund: '988' },
  created_at: '2026-11-24T10:00:00.000Z',
  read: false,
};
const filled: AccountEvent = {
  id: 30,
  kind: 'spot.filled',
  ref: 9,
  data: { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '49000', quantity: '0.01', fee: '0.49', tick_time: 1_764_000_000_000 },
  created_at: '2026-11-24T09:00:00.000Z',
  read: true,
};
const verified: AccountEvent = {
  id: 29,
  kind: 'identity.reviewed',
  ref: 5,
  data: { status: 'approved', level: 'basic', reason: '' },
  created_at: '2026-11-24T08:00:00.000Z',
  read: true,
};

const pageOf = (list: AccountEvent[]): Page<AccountEvent> => ({ list, page: 1, limit: 20, total: list.length });

/** The server's list, filtered by the category asked for as the server does. */
function serve(events: AccountEvent[]) {
  const inCategory: Record<string, string[]> = { trade: ['spot.filled'], wealth: ['trust.redeemed'], system: ['identity.reviewed'], account: [] };
  return fakeServer({
    ...answer(contract.market.userCurrencies, { data: [USDT] }),
    ...answer(contract.notification.unread, { data: { count: 1 } }),
    ...answer(contract.notification.read, { data: { count: 1 } }),
    ...answer(contract.notification.list, (request) => {
      const category = request.params.category;
      return { data: pageOf(category ? events.filter((event) => inCategory[category]?.includes(event.kind)) : events) };
    }),
  });
}

const location = () => screen.getByTestId('location').textContent;
const listAsked = (sent: ReturnType<typeof fakeServer>) => sentTo(sent, 'GET', 'notification/list').map((request) => request.params.category ?? 'all');

beforeAll(async () => {
  await startI18n('en', 'content');
  // Signing in asks for the unread count: answered, as every call here.
  serve([]);
  signIn();
});

describe('the notification centre', () => {
  it('tabs by category, kept in ?tab=: each asks the server for its own kinds', async () => {
    const sent = serve([redeemed, filled, verified]);
    renderRoutes(PAGE, { [PAGE]: NotificationsPage });
    const tabs = screen.getByRole('tablist', { name: 'Notification categories' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Trade', 'Wealth', 'Account', 'System']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByTestId('notification')).toHaveLength(3);

    fireEvent.click(screen.getByRole('tab', { name: 'Wealth' }));
    await waitFor(() => expect(location()).toBe(`${PAGE}?tab=wealth`));
    await waitFor(() => expect(screen.getAllByTestId('notification').map((row) => row.getAttribute('data-kind'))).toEqual(['trust.redeemed']));
    expect(screen.getByRole('tab', { name: 'Wealth' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(listAsked(sent)).toEqual(['all', 'wealth', 'account']);
  });

  it('opens on the tab the link names, each row with its kind\'s icon named by its category', async () => {
    const sent = serve([redeemed, filled, verified]);
    renderRoutes(`${PAGE}?tab=system`, { [PAGE]: NotificationsPage });
    const [row] = await screen.findAllByTestId('notification');
    expect(listAsked(sent)).toEqual(['system']);
    expect(within(row!).getByRole('img', { name: 'System' }).getAttribute('data-icon')).toBe('identity');
    expect(row!.textContent).toContain('Identity verified');
  });

  it('tells an early redemption in words, and opening it marks it read and goes to the order', async () => {
    const sent = serve([redeemed, filled]);
    renderRoutes(`${PAGE}?tab=wealth`, { [PAGE]: NotificationsPage });
    const [row] = await screen.findAllByTestId('notification');
    expect(within(row!).getByRole('img', { name: 'Wealth' }).getAttribute('data-icon')).toBe('redemption');
    expect(row!.textContent).toContain('Wealth product redeemed early');
    expect(row!.textContent).toMatch(/USDT-15D: principal 1,000(\.0+)?\sUSDT, penalty 12(\.0+)?\sUSDT, 988(\.0+)?\sUSDT returned/);
    fireEvent.click(row!);
    await waitFor(() => expect(location()).toBe('/pages/finance/ordersPage?id=42'));
    expect(sentTo(sent, 'POST', 'notification/read')[0]?.params).toEqual({ id: '31' });
  });

  it('an unknown ?tab= shows all', async () => {
    const sent = serve([filled]);
    renderRoutes(`${PAGE}?tab=news`, { [PAGE]: NotificationsPage });
    expect(await screen.findAllByTestId('notification')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(listAsked(sent)).toEqual(['all']);
  });
});
