import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract, type DepositDetail, type LedgerDetail, type LedgerEntry, type Page, type WithdrawalDetail } from '@h5/shared/contract';
import { answer, fakeServer, paths, renderRoutes, settle, startI18n } from '@h5/shared/testing';
import { USDT } from '../../../test/form';
import '../../start';
import DepositDetailPage from './DepositDetailPage';
import LedgerDetailPage from './LedgerDetailPage';
import RecordsPage from './RecordsPage';
import WithdrawalDetailPage from './WithdrawalDetailPage';

const DEPOSIT = '/pages/assets/deposit/detail';
const WITHDRAWAL = '/pages/assets/withdraw/detail';
const RECORDS = '/pages/assets/record';
const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

const entry = (id: number, reason: string, available: string, frozen: string): LedgerEntry => ({
  id,
  account: 'coin',
  currency: 'USDT',
  type: reason === 'deposit' ? 'deposit' : 'withdrawal',
  available_delta: available,
  frozen_delta: frozen,
  available_after: '0',
  frozen_after: '0',
  reason,
  reference: '',
  created_at: '2026-11-20T08:00:00Z',
});

const deposit: DepositDetail = {
  id: 12,
  kind: 'chain',
  currency: 'USDT',
  chain: 'TRC20',
  amount: '500',
  status: 'approved',
  reason: '',
  created_at: '2026-11-20T08:00:00Z',
  reviewed_at: '2026-11-20T09:00:00Z',
  address: ADDRESS,
  reference: '',
  entries: [entry(40, 'deposit', '500', '0')],
};

const withdrawal: WithdrawalDetail = {
  id: 7,
  currency: 'USDT',
  chain: 'TRC20',
  address: ADDRESS,
  amount: '50',
  fee: '1',
  remark: 'rent',
  status: 'rejected',
  reason: 'Address on a watch list',
  created_at: '2026-11-20T08:00:00Z',
  reviewed_at: '2026-11-20T09:00:00Z',
  entries: [entry(41, 'withdraw_freeze', '-51', '51'), entry(42, 'withdraw_refund', '51', '-51')],
};

const serve = (answers: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({ ...answer(contract.market.userCurrencies, { data: [USDT] }), ...answers });
const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const location = () => screen.getByTestId('location').textContent;

beforeAll(() => startI18n('en', 'account'));

describe('a deposit\'s details', () => {
  it('shows its state, how and where it was sent, when, and the entries it made, each opening its ledger detail', async () => {
    const sent = serve(answer(contract.wallet.depositDetail, { data: deposit }));
    renderRoutes(`${DEPOSIT}?id=12`, { [DEPOSIT]: DepositDetailPage });
    expect(await screen.findByText('500.000000 USDT')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(fact('Method')).toBe('On-chain deposit');
    expect(fact('Network')).toBe('TRC20');
    expect(fact('Deposit address')).toContain(ADDRESS);
    expect(screen.getByRole('button', { name: 'Copy Deposit address' })).toBeTruthy();
    expect(screen.getByText('Reviewed')).toBeTruthy();
    expect(sent.find((r) => r.url === 'wallet/deposit_detail')?.body.get('id')).toBe('12');

    const entries = screen.getByRole('region', { name: 'Ledger entries' });
    const rows = within(entries).getAllByTestId('ledger-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('Credited');
    expect(rows[0]?.textContent).toContain('+500.000000 USDT');
    fireEvent.click(rows[0]!);
    await waitFor(() => expect(location()).toBe('/pages/assets/record/detail?id=40'));
  });

  it('under review: the bank transfer\'s reference, and no entry until it is approved', async () => {
    serve(answer(contract.wallet.depositDetail, { data: { ...deposit, kind: 'bank', chain: 'BANK', status: 'pending', reviewed_at: null, address: '', reference: 'H5000042', entries: [] } }));
    renderRoutes(`${DEPOSIT}?id=12`, { [DEPOSIT]: DepositDetailPage });
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(fact('Method')).toBe('Bank transfer');
    expect(fact('Reference')).toContain('H5000042');
    expect(screen.queryByText('Network')).toBeNull();
    expect(screen.queryByText('Reviewed')).toBeNull();
    const entries = screen.getByRole('region', { name: 'Ledger entries' });
    expect(within(entries).queryAllByTestId('ledger-row')).toHaveLength(0);
    expect(within(entries).getByText('The amount is credited to your spot account once the deposit is approved.')).toBeTruthy();
  });

  it('asks nothing for an id that is no id', async () => {
    const sent = serve();
    renderRoutes(`${DEPOSIT}?id=abc`, { [DEPOSIT]: DepositDetailPage });
    expect(await screen.findByText('Unknown record')).toBeTruthy();
    expect(paths(sent)).not.toContain('wallet/deposit_detail');
  });

  it('asks nothing, and shows nothing, at another page\'s address (while it is being left for its ledger entry)', async () => {
    const sent = serve();
    const LEDGER = '/pages/assets/record/detail';
    renderRoutes(`${LEDGER}?id=40`, { [LEDGER]: DepositDetailPage });
    await settle();
    expect(paths(sent)).not.toContain('wallet/deposit_detail');
    expect(screen.queryByText('Unknown record')).toBeNull();
  });
});

describe('a withdrawal\'s details', () => {
  it('shows the refusal\'s reason, its figures and each step it made in the ledger', async () => {
    serve(answer(contract.wallet.withdrawDetail, { data: withdrawal }));
    renderRoutes(`${WITHDRAWAL}?id=7`, { [WITHDRAWAL]: WithdrawalDetailPage });
    expect(await screen.findByText('Reason: Address on a watch list')).toBeTruthy();
    expect(screen.getByTestId('record-amount').textContent).toBe('50.000000 USDT');
    expect(fact('Fee')).toBe('1.000000 USDT');
    expect(fact('Deducted from balance')).toBe('51.000000 USDT');
    expect(fact('Remark')).toBe('rent');
    const rows = within(screen.getByRole('region', { name: 'Ledger entries' })).getAllByTestId('ledger-row');
    expect(rows.map((row) => row.querySelector('.ac-row__title')?.firstChild?.textContent?.trim())).toEqual(['Frozen for review', 'Returned']);
    expect(rows[0]?.textContent).toContain('Frozen +51.000000 USDT');
  });
});

describe('the deposit list', () => {
  it('opens a deposit\'s details from its row', async () => {
    const page: Page<DepositDetail> = { list: [deposit], page: 1, limit: 20, total: 1 };
    serve(answer(contract.wallet.depositLog, { data: page }));
    renderRoutes(`${RECORDS}?tab=deposit`, { [RECORDS]: RecordsPage });
    fireEvent.click(await screen.findByRole('button', { name: /On-chain deposit/ }));
    await waitFor(() => expect(location()).toBe(`${DEPOSIT}?id=12`));
  });
});

describe('a ledger entry\'s details', () => {
  const LEDGER = '/pages/assets/record/detail';
  const fee = (source: LedgerDetail['source']): LedgerDetail => ({
    ...entry(77, 'spot_fee', '-0.5', '0'),
    type: 'fee',
    source,
    tick: null,
    chain: null,
    address: null,
  });

  it('asks support about the order it came from, with the order attached', async () => {
    serve(answer(contract.wallet.legalDetail, { data: fee({ kind: 'spot', id: 12, symbol: 'BTC/USDT', status: 'completed' }) }));
    renderRoutes(`${LEDGER}?id=77`, { [LEDGER]: LedgerDetailPage });
    fireEvent.click(await screen.findByRole('link', { name: 'Ask support' }));
    await waitFor(() => expect(location()).toBe('/pages/help-center/chat?context=spot%3A12'));
  });

  it('leaves a copy trade to its follow\'s page (the chat names positions, not follows)', async () => {
    serve(answer(contract.wallet.legalDetail, { data: fee({ kind: 'copy', id: 3, symbol: 'BTC/USDT', status: 'closed' }) }));
    renderRoutes(`${LEDGER}?id=77`, { [LEDGER]: LedgerDetailPage });
    expect((await screen.findByTestId('ledger-source')).textContent).toBe('Copy follow #3 · BTC/USDT');
    expect(screen.queryByTestId('ask-support')).toBeNull();
  });
});
