import { fireEvent, screen } from '@testing-library/react';
import { call } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { Link } from '@h5/shared/router';
import { answer, fakeServer, paths, renderRoutes, sentTo } from './index';

const BALANCE = { currency_id: 3, currency: 'USDT', available: '5', frozen: '0', total: '5' };

describe('the fake server', () => {
  it('answers by contract call or by "METHOD path", notes every request, and fails the rest', async () => {
    const sent = fakeServer({
      ...answer(contract.wallet.detail, { data: BALANCE }),
      'GET microtrade/lists': (request) => (request.params.status === 'waiting' ? { data: { list: [], page: 1, limit: 20, total: 0 } } : { refuse: 'No such list', code: 7 }),
    });
    expect(await call(contract.wallet.detail, { account: 'coin', currency_id: 3 }, { silent: true })).toEqual({ ok: true, data: BALANCE, message: '' });
    expect(await call(contract.option.orders, { status: 'waiting' }, { silent: true })).toMatchObject({ ok: true, data: { total: 0 } });
    expect(await call(contract.option.orders, { status: 'delivered' }, { silent: true })).toMatchObject({ ok: false, message: 'No such list', code: 7 });
    expect(await call(contract.wallet.list, {}, { silent: true })).toEqual({ ok: false, reason: 'business', message: 'ERROR' });

    expect(paths(sent)).toEqual(['wallet/detail', 'microtrade/lists', 'microtrade/lists', 'wallet/list']);
    expect(sentTo(sent, 'POST', 'wallet/detail')[0]?.params).toEqual({ account: 'coin', currency_id: '3' });
    expect(sentTo(sent, 'POST', 'wallet/detail')[0]?.body.get('currency_id')).toBe('3');
    expect(sentTo(sent, 'GET', 'microtrade/lists').map((request) => request.params.status)).toEqual(['waiting', 'delivered']);
  });
});

describe('rendering in the app', () => {
  it('starts at the given route and shows where the app went', async () => {
    renderRoutes('/one?x=1', {
      '/one': () => <Link to="/two">next</Link>,
      '/two': () => <p>second</p>,
    });
    expect(screen.getByTestId('location').textContent).toBe('/one?x=1');
    fireEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByText('second')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/two');
  });
});
