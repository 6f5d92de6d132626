import { fireEvent, screen, within } from '@testing-library/react';
import { contract } from '@h5/shared/contract';
import { dataClient } from '@h5/shared/data';
import { answer, fakeServer, renderRoutes, sentTo, settle, signIn, signOut, startI18n } from '@h5/shared/testing';
import { copyLeadOf } from '../../../test/fixtures';
import '../../start';
import CopyListPage from './CopyListPage';
import CopyTradingPage from './CopyTradingPage';

const LIST = '/pages/documentation/lists';
const TAB = '/pages/documentation/index';
const sent = fakeServer({
  ...answer(contract.copy.leads, { data: [copyLeadOf(), copyLeadOf({ id: 3, name: 'Nova Breakout', strategy: 'breakout', risk: 'high', followers: 1 })] }),
});
const asked = () => sentTo(sent, 'GET', 'documentation/product_info').map((request) => request.params);
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;

beforeAll(() => startI18n('en', 'wealth'));
beforeEach(() => {
  sent.length = 0;
  signOut();
});
afterEach(() => dataClient.clear());

describe('the leads', () => {
  it('asks the server for the order and risk chosen, over the window chosen', async () => {
    renderRoutes(LIST, { [LIST]: CopyListPage });
    await settle();
    expect(asked()).toEqual([{ sort: 'roi', days: '30' }]);
    press('Lowest drawdown');
    await settle();
    press('High risk');
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: '90 days' }));
    await settle();
    press('All risks');
    await settle();
    expect(asked().slice(1)).toEqual([
      { sort: 'drawdown', days: '30' },
      { sort: 'drawdown', days: '30', risk: 'high' },
      { sort: 'drawdown', days: '90', risk: 'high' },
      { sort: 'drawdown', days: '90' },
    ]);
    expect(screen.getByRole('button', { name: 'Lowest drawdown' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('tab', { name: '90 days' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe(`${LIST}?tab=90`);
  });

  it("shows each lead's figures over the window, its followers' return beside its own ('--' when nobody followed)", async () => {
    renderRoutes(LIST, { [LIST]: CopyListPage });
    const [atlas, nova] = await screen.findAllByRole('article');
    const card = atlas!;
    expect(within(card).getByRole('heading', { name: 'Atlas Trend' })).toBeTruthy();
    expect(within(card).getByText('AT')).toBeTruthy();
    expect(within(card).getByText('Trend following · 1,284 followers')).toBeTruthy();
    expect(within(card).getByText('Low risk').className).toContain('wl-risk--low');
    expect(figure(card, 'ROI')?.textContent).toBe('+12.34%');
    expect(figure(card, 'ROI')?.className).toContain('wl-figure__value--up');
    expect(figure(card, 'Followers earned')?.textContent).toBe('--');
    expect(figure(card, 'P/L')?.textContent).toBe('+2,180.000000\u00a0USDT');
    expect(figure(card, 'Max. drawdown')?.textContent).toBe('6.5%');
    expect(figure(card, 'Win rate')?.textContent).toBe('58.33%');
    expect(figure(card, 'Closed trades')?.textContent).toBe('24');
    expect(figure(card, 'Funds following')?.textContent).toBe('152,300.500000\u00a0USDT');
    expect(figure(card, 'Min. amount')?.textContent).toBe('100\u00a0USDT');
    expect(figure(card, 'Profit share')?.textContent).toBe('10%');
    expect(within(nova!).getByText('Breakouts · 1 follower')).toBeTruthy();
    expect(within(nova!).getByText('High risk').className).toContain('wl-risk--high');

    fireEvent.click(screen.getByRole('tab', { name: '7 days' }));
    await settle();
    const [week] = screen.getAllByRole('article');
    expect(figure(week!, 'ROI')?.textContent).toBe('-1.25%');
    expect(figure(week!, 'ROI')?.className).toContain('wl-figure__value--down');
    expect(figure(week!, 'Followers earned')?.textContent).toBe('-1.90%');
    expect(figure(week!, 'P/L')?.textContent).toBe('-250.500000\u00a0USDT');
  });

  it("opens a lead's page to follow it, a guest by way of login", async () => {
    renderRoutes(TAB, { [TAB]: CopyTradingPage });
    const [atlas] = await screen.findAllByRole('article');
    fireEvent.click(within(atlas!).getByRole('button', { name: 'View and follow' }));
    expect(screen.getByTestId('location').textContent).toMatch(/^\/pages\/user\/login\/login\?backpage=/);

    signIn();
    renderRoutes(TAB, { [TAB]: CopyTradingPage });
    await settle();
    const [again] = screen.getAllByRole('article');
    fireEvent.click(within(again!).getByRole('button', { name: 'View and follow' }));
    expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/pages/documentation/buyPage?id=1');
  });

  it('shows a guest no figures of their own on the tab, and the way to the follow orders, the rules and every lead', async () => {
    renderRoutes(TAB, { [TAB]: CopyTradingPage });
    await settle();
    const summary = screen.getByRole('region', { name: 'My copy trading' });
    expect(within(summary).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(summary).getAllByText('--')).toHaveLength(5);
    expect(sentTo(sent, 'GET', 'documentation/report')).toEqual([]);
    expect(screen.getByRole('button', { name: 'My follow orders' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rules' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All traders' }).getAttribute('href')).toBe(`#${LIST}`);
  });
});
