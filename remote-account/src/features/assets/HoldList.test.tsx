import { screen, within } from '@testing-library/react';
import type { Hold } from '@h5/shared/contract';
import { formatDateTime } from '@h5/shared/format';
import { renderInApp, startI18n } from '@h5/shared/testing';
import '../../start';
import { HoldList } from './HoldList';

beforeAll(() => startI18n('en', 'account'));

const UNLOCK = '2026-12-25T08:00:00.000Z';
const holds: Hold[] = [
  { reason: 'withdrawal', account: 'coin', currency: 'USDT', decimals: 6, amount: '41', until: null, subject: 'TRC20', source: { kind: 'withdrawal', id: 7, symbol: null, status: 'pending' } },
  { reason: 'new_coin_locked', account: 'coin', currency: 'NOVA', decimals: 4, amount: '18181.8181', until: UNLOCK, subject: 'Nova Chain', source: { kind: 'new_coin', id: 3, symbol: null, status: 'passed' } },
];

describe('hold list', () => {
  it('says what holds each amount, where it comes back, until when, and leads to its record', () => {
    renderInApp(<HoldList holds={holds} />);
    const rows = within(screen.getByRole('region', { name: 'Locked and frozen' })).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Withdrawal under reviewTRC20 · Spot account41.000000\u00a0USDTFrozen until it is reviewed',
      `Allocated coins, lockedNova Chain · Spot account18,181.8181\u00a0NOVALocked until ${formatDateTime(UNLOCK)}`,
    ]);
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['#/pages/assets/withdraw/detail?id=7', '#/pages/publication/index?tab=mine']);
  });

  it('masks the amounts with the rest of the page, and shows nothing when nothing is held', () => {
    const { rerender } = renderInApp(<HoldList holds={holds} hidden />);
    expect(screen.queryByText(/18,181/)).toBeNull();
    rerender(<HoldList holds={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
