import { translate } from '@h5/shared/i18n/messages';
import { call, databases, startServer, type TestServer } from './support/server';

const badPhone = { area_code: '86', mobile: '12ab', scene: 'register' };

describe.each(databases)('reply envelope on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server.close());

  it('wraps success as { type: ok, code: 1, message, data }', async () => {
    const { status, body } = await call(server, 'get/lang', { body: {}, lang: 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({
      type: 'ok',
      code: 1,
      message: translate('en', 'status.operationSuccessful'),
      data: expect.arrayContaining([{ title: 'English', code: 'en' }, { title: '简体中文', code: 'zh' }]),
    });
    expect(body.data).toHaveLength(7);
  });

  it('answers the same bad input in the language of the lang header (zh by default)', async () => {
    const zh = await call(server, 'sms_send', { body: badPhone, lang: 'zh' });
    const en = await call(server, 'sms_send', { body: badPhone, lang: 'en' });
    const fallback = await call(server, 'sms_send', { body: badPhone, lang: 'xx' });
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ type: 'error', code: 0, message: translate('zh', 'validation.phoneInvalid'), data: null });
    expect(en.body.message).toBe('Please enter the correct phone number');
    expect(zh.body.message).not.toBe(en.body.message);
    expect(fallback.body.message).toBe(zh.body.message);
  });

  it('reads form-encoded and JSON bodies alike', async () => {
    const form = await call(server, 'user/check_mobile', { body: { area_code: '86', mobile: '13900000000' } });
    const json = await call(server, 'user/check_mobile', { body: { area_code: '86', mobile: '13900000000' }, json: true });
    expect(form.body).toMatchObject({ code: 1, data: { registered: false } });
    expect(json.body).toEqual(form.body);
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const response = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: '{"type": "mobile", ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: 'error', code: 0, message: translate('en', 'server.badRequest'), data: null });
  });

  it('refuses an unsupported body type with an envelope', async () => {
    const response = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<a/>' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ type: 'error', code: 0, data: null });
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const { status, body } = await call(server, 'no/such/call', { lang: 'en' });
    expect(status).toBe(404);
    expect(body).toEqual({ type: 'error', code: 0, message: translate('en', 'server.notFound'), data: null });
  });

  it('answers an internal failure with a generic 500 envelope and no stack trace', async () => {
    const { db } = server.built;
    await db.query('ALTER TABLE trust_products RENAME TO trust_products_away');
    try {
      const response = await fetch(`${server.url}/api/lh/deposit/product_info`, { headers: { lang: 'en' } });
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ type: 'error', code: 0, message: translate('en', 'server.internal'), data: null });
      expect(text).not.toMatch(/trust_products|relation|at \w+ \(|\.ts:\d+/);
    } finally {
      await db.query('ALTER TABLE trust_products_away RENAME TO trust_products');
    }
  });

  it('lists area codes (China first) and switches the language mark', async () => {
    const areas = await call<{ iso: string; code: string }[]>(server, 'area_code', { body: {} });
    expect(areas.body.data[0]).toEqual({ iso: 'CN', code: '86' });
    expect(areas.body.data.length).toBeGreaterThanOrEqual(50);
    const lang = await call(server, 'set/lang', { body: { lang: 'jp' } });
    expect(lang.body).toMatchObject({ code: 1, data: 'jp' });
    const bad = await call(server, 'set/lang', { body: { lang: 'xx' }, lang: 'en' });
    expect(bad.body).toMatchObject({ code: 0, message: translate('en', 'validation.languageInvalid') });
  });
});
