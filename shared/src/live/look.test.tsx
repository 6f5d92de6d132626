/**
 * Each event kind's category and icon (the contract's one map) and its words: every kind has
 * both, every category some kinds, every icon a drawing; the new kinds (an early redemption, a
 * cancelled limit position) say their figures at their currency's places and lead to their order.
 */
import { act, render, renderHook } from '@testing-library/react';
import { ACCOUNT_EVENT_KINDS, EVENT_CATEGORIES, EVENT_ICONS, EVENT_KIND_LOOK, kindsOf, type AccountEvent } from '@h5/shared/contract';
import { changeLanguage } from '@h5/shared/i18n';
import { loadCurrencies } from '@h5/shared/market';
import { answer, fakeServer, startI18n } from '@h5/shared/testing';
import { contract } from '@h5/shared/contract';
import { EVENT_ICON_PATHS, EventIconView } from './icons';
import { useEventText } from './index';

describe('the kinds\' look', () => {
  it('gives every kind a category and an icon, and each category its own kinds', () => {
    expect(Object.keys(EVENT_KIND_LOOK).sort()).toEqual([...ACCOUNT_EVENT_KINDS].sort());
    const byCategory = EVENT_CATEGORIES.map(kindsOf);
    expect(byCategory.flat().sort()).toEqual([...ACCOUNT_EVENT_KINDS].sort());
    for (const kinds of byCategory) expect(kinds.length).toBeGreaterThan(0);
    expect(kindsOf('wealth')).toEqual(['trust.dividend', 'trust.matured', 'trust.redeemed', 'newCoin.allocated', 'newCoin.released', 'airdrop.claimed']);
    expect(kindsOf('trade')).toEqual([
      'spot.filled',
      'spot.cancelled',
      'position.opened',
      'position.closed',
      'position.cancelled',
      'option.delivered',
      'copy.opened',
      'copy.closed',
      'copy.skipped',
      'copy.profitShared',
      'copy.stopped',
    ]);
  });

  it('draws every icon, each one used, each a path of its own', () => {
    expect(Object.keys(EVENT_ICON_PATHS).sort()).toEqual([...EVENT_ICONS].sort());
    expect(new Set(Object.values(EVENT_KIND_LOOK).map((look) => look.icon))).toEqual(new Set(EVENT_ICONS));
    expect(new Set(Object.values(EVENT_ICON_PATHS)).size).toBe(EVENT_ICONS.length);
    for (const path of Object.values(EVENT_ICON_PATHS)) expect(path).toMatch(/^M[\d\s.,MLHVCSQTAZmlhvcsqtaz-]+$/);
  });

  it('shows an icon as a named picture, or leaves it out of the accessibility tree', () => {
    const { container, getByRole } = render(
      <>
        <EventIconView kind="trust.redeemed" label="Wealth" />
        <EventIconView kind="spot.filled" />
      </>,
    );
    expect(getByRole('img', { name: 'Wealth' }).getAttribute('data-icon')).toBe('redemption');
    const hidden = container.querySelectorAll('svg')[1];
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(hidden?.querySelector('path')?.getAttribute('d')).toBe(EVENT_ICON_PATHS.fill);
  });
});

describe('the new kinds\' words', () => {
  /** An unread event of `kind` about record `ref`, with the figures it carries. */
  const unread = <K extends AccountEvent['kind']>(kind: K, ref: number, data: Extract<AccountEvent, { kind: K }>['data']) =>
    ({ id: ref, kind, ref, data, created_at: '2026-11-24T10:00:00.000Z', read: false }) as AccountEvent;
  const redeemed = unread('trust.redeemed', 42, { product: 'USDT-15D', currency: 'USDT', principal: '1000', penalty: '12', refund: '988' });
  const cancelled = unread('position.cancelled', 7, { symbol: 'BTC/USDT', side: 'long', lots: 2, price: '45000', margin: '90', fee: '0.45' });

  beforeAll(async () => {
    await startI18n('en');
    fakeServer(answer(contract.market.userCurrencies, { data: [{ id: 3, code: 'USDT', name: 'Tether', decimals: 6, chains: ['TRC20'], min_deposit: '10', min_withdraw: '20', withdraw_fee: '1' }] }));
    await loadCurrencies();
  });

  it('tells an early redemption and a cancelled limit position with their figures, linking to the order', async () => {
    const { result } = renderHook(() => useEventText());
    // Amounts as the format module shows them at USDT's places (trailing zeros or not).
    const text = result.current(redeemed);
    expect(text.title).toBe('Wealth product redeemed early');
    expect(text.body).toMatch(/^USDT-15D: principal 1,000(\.0{1,6})?\sUSDT, penalty 12(\.0{1,6})?\sUSDT, 988(\.0{1,6})?\sUSDT returned$/);
    expect(text.link).toBe('/pages/finance/ordersPage?id=42');
    const position = result.current(cancelled);
    expect(position.title).toBe('Contract order cancelled');
    expect(position.body).toMatch(/^BTC\/USDT Long 2 lots at 45,000(\.0+)?: 90\.45(0{1,4})?\sUSDT returned$/);
    expect(position.link).toBe('/pages/lever/index?symbol=BTC%2FUSDT&tab=history');

    await act(() => changeLanguage('zh'));
    const { result: zh } = renderHook(() => useEventText());
    expect(zh.current(redeemed).title).toBe('理财产品已提前赎回');
    expect(zh.current(redeemed).body).toMatch(/^USDT-15D：本金1,000(\.0{1,6})?\sUSDT，违约金12(\.0{1,6})?\sUSDT，退回988(\.0{1,6})?\sUSDT$/);
  });
});
