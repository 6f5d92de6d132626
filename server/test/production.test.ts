import { translate } from '@h5/shared/i18n/messages';
import { loadConfig } from '../src/config';
import { newPhone } from './support/accounts';
import { call, databases, NO_LIMITS, startServer, type TestServer } from './support/server';

const tooMany = translate('en', 'server.tooManyRequests');

describe.each(databases)('production mode with strict limits on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database, {
      mode: 'production',
      limits: {
        ...NO_LIMITS,
        codesPerIp: { max: 3, windowMs: 60_000 },
        loginPerIp: { max: 5, windowMs: 60_000 },
        loginPerAccount: { max: 3, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => server.close());

  it('has no dev outbox', async () => {
    const { status, body } = await call(server, 'dev/outbox', { query: { to: '86-13800000000' }, lang: 'en' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ type: 'error', message: translate('en', 'server.notFound') });
  });

  it('offers no price control, and refuses to start when asked for it', async () => {
    const { status } = await call(server, 'dev/price', { body: { symbol: 'BTC/USDT', price: '1' }, json: true, lang: 'en' });
    expect(status).toBe(404);
    expect(() => loadConfig({ APP_MODE: 'production', MARKET_CONTROL: '1' })).toThrow(/MARKET_CONTROL/);
    expect(loadConfig({ MARKET_CONTROL: '1' }).market.control).toBe(true);
    expect(loadConfig({}).market.control).toBe(false);
  });

  it('offers no clock control, and refuses to start when asked for it', async () => {
    const { status } = await call(server, 'dev/clock', { body: { seconds: 86_400 }, json: true, lang: 'en' });
    expect(status).toBe(404);
    expect(() => loadConfig({ APP_MODE: 'production', CLOCK_CONTROL: '1' })).toThrow(/CLOCK_CONTROL/);
    expect(loadConfig({ CLOCK_CONTROL: '1' }).schedule.control).toBe(true);
    expect(loadConfig({}).schedule.control).toBe(false);
  });

  it('limits code requests per IP across targets', async () => {
    const send = () => call(server, 'sms_send', { body: { area_code: '86', mobile: newPhone(), scene: 'register' }, lang: 'en' });
    for (let i = 0; i < 3; i++) expect((await send()).body.code).toBe(1);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ type: 'error', code: 0, message: tooMany, data: null });
  });

  it('limits logins per account, then per IP', async () => {
    const attempt = (account: string) =>
      call(server, 'user/login', { body: { type: 'mobile', area_code: '86', account, password: 'whatever1' }, lang: 'en' });
    const first = newPhone();
    for (let i = 0; i < 3; i++) expect((await attempt(first)).status).toBe(400);
    expect((await attempt(first)).status).toBe(429);

    const second = newPhone();
    expect((await attempt(second)).status).toBe(400);
    const refused = await attempt(second);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(tooMany);
  });
});
