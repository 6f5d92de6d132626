import { cleanup, screen } from '@testing-library/react';
import { fakeServer, paths, renderRoutes, settle, startI18n } from '@h5/shared/testing';
import { ETH, USDT, messageOf, press, type } from '../../../test/form';
import '../../start';
import { TransferForm } from './TransferPage';

const PAGE = '/pages/assets/transfer/index';
const sent = fakeServer();

beforeAll(() => startI18n('en', 'account'));
beforeEach(async () => {
  sent.length = 0;
  renderRoutes(PAGE, { [PAGE]: () => <TransferForm currencies={[USDT, ETH]} from="option" /> });
  await screen.findByLabelText('Amount');
  await settle();
});

describe('transfer form', () => {
  it('asks the first account for its balance, wants an amount, and sends no transfer without one', async () => {
    expect(paths(sent)).toEqual(['wallet/detail']);
    expect(Object.fromEntries(sent[0]!.body)).toEqual({ account: 'option', currency_id: '3' });
    press('Transfer');
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    expect(messageOf('Amount')).toBe('Please enter the amount');
    expect(paths(sent)).toEqual(['wallet/detail']);
  });

  it('swaps the two accounts', async () => {
    expect(screen.getByLabelText('From').textContent).toContain('Options account');
    expect(screen.getByLabelText('To').textContent).toContain('Spot account');
    press('Swap accounts');
    await settle();
    expect(screen.getByLabelText('From').textContent).toContain('Spot account');
    expect(screen.getByLabelText('To').textContent).toContain('Options account');
  });

  it('opens on both accounts a link names (a page asking for a transfer into its account)', async () => {
    cleanup();
    renderRoutes(PAGE, { [PAGE]: () => <TransferForm currencies={[USDT, ETH]} from="coin" to="contract" /> });
    await screen.findByLabelText('Amount');
    expect(screen.getByLabelText('From').textContent).toContain('Spot account');
    expect(screen.getByLabelText('To').textContent).toContain('Contract');
  });

  it('takes no more places than the currency has', async () => {
    type('Amount', '1.123456789');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.123456');
    type('Amount', 'abc');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });
});
