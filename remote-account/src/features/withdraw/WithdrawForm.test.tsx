import { screen } from '@testing-library/react';
import type { WithdrawInfo, WithdrawalAddress } from '@h5/shared/contract';
import { fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import { messageOf, press, type } from '../../../test/form';
import '../../start';
import { WithdrawForm } from './WithdrawForm';

const PAGE = '/pages/assets/withdraw/index';
const sent = fakeServer();
const info: WithdrawInfo = {
  currency_id: 3,
  currency: 'USDT',
  chains: ['TRC20'],
  available: '100',
  min_withdraw: '20',
  fee: '1',
  arrival_hours: 24,
  remaining_today: 2,
  verified: true,
  has_fund_password: true,
  has_address: true,
  two_factor: false,
};
const addresses: WithdrawalAddress[] = [
  { id: 7, currency_id: 3, currency: 'USDT', chain: 'TRC20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', created_at: '2026-01-01T00:00:00Z' },
  { id: 8, currency_id: 3, currency: 'USDT', chain: 'TRC20', address: 'TXyz1111111111111111111111111111aa', created_at: '2026-01-01T00:00:00Z' },
];

const renderForm = (facts: WithdrawInfo = info) =>
  renderRoutes(PAGE, { [PAGE]: () => <WithdrawForm info={facts} addresses={addresses} decimals={6} onRefused={() => undefined} /> });
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
});

describe('withdrawal form', () => {
  it('asks the authenticator code only while 2FA is on', async () => {
    renderForm({ ...info, two_factor: true });
    await screen.findByLabelText('Amount');
    press('Withdraw');
    await screen.findByText('Please enter the amount');
    expect(messageOf('Authenticator code')).toBe('Please enter the code from your authenticator app');
    expect(sent).toEqual([]);
  });

  it('has no authenticator field while 2FA is off', async () => {
    renderForm();
    await screen.findByLabelText('Amount');
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
  });

  it('shows the fee, what arrives, what leaves the balance, the arrival and the requests left', async () => {
    renderForm();
    await screen.findByLabelText('Amount');
    expect(screen.getByText('Available 100.000000 USDT')).toBeTruthy();
    type('Amount', '50');
    expect(figure('Fee')).toBe('1.000000 USDT');
    expect(figure('You receive')).toBe('50.000000 USDT');
    expect(figure('Deducted from balance')).toBe('51.000000 USDT');
    expect(figure('Estimated arrival')).toBe('Within 24 hours');
    expect(figure('Requests left today')).toBe('2 of 3');
  });

  it('reports each empty field under it and sends nothing', async () => {
    renderForm();
    await screen.findByLabelText('Amount');
    press('Withdraw');
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    expect(messageOf('Withdrawal address')).toBe('Please enter the address');
    expect(messageOf('Fund password')).toBe('Please enter the fund password');
    expect(messageOf('Remark (optional)')).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('refuses less than the minimum, more than the balance with its fee, and a short fund password', async () => {
    renderForm();
    await screen.findByLabelText('Amount');
    type('Amount', '19');
    type('Fund password', '12345');
    press('Withdraw');
    expect(await screen.findByText('The minimum is 20 USDT')).toBeTruthy();
    expect(messageOf('Fund password')).toBe('The fund password is 6 digits');

    // All fills in the balance less the fee; one unit more is too much.
    press('All');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('99');
    type('Amount', '99.000001');
    press('Withdraw');
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('is closed for the day once the three requests are used', async () => {
    renderForm({ ...info, remaining_today: 0 });
    expect(await screen.findByText('You have used all 3 withdrawal requests today. Try again tomorrow.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
