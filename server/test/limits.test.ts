import { translate } from '@h5/shared/i18n/messages';
import { newPhone } from './support/accounts';
import { call, databases, NO_LIMITS, redisAnswers, startServer, TEST_REDIS_URL, type TestDatabase, type TestServer } from './support/server';

const tooMany = translate('en', 'server.tooManyRequests');
const LIMITS = { ...NO_LIMITS, codesPerIp: { max: 4, windowMs: 60_000 } };
const postgres = databases.find((database) => database.url);

/**
 * Two server processes on one database (two apps here, each with its own counters unless they
 * share Redis): a limit of 4 code requests per address, reached half through each.
 */
describe.each([
  { store: 'Redis', redisUrl: TEST_REDIS_URL as string | null, allowed: 4 },
  { store: 'each process', redisUrl: null, allowed: 8 },
])('rate limits counted in $store', ({ redisUrl, allowed }) => {
  let servers: TestServer[] = [];
  beforeAll(async () => {
    if (!postgres) return console.warn('notice: no PostgreSQL (TEST_DATABASE_URL); the two-process limit test is skipped');
    if (redisUrl && !(await redisAnswers(redisUrl))) return console.warn(`notice: no Redis at ${redisUrl}; the limit test through Redis is skipped`);
    const first = await startServer(postgres as TestDatabase, { mode: 'production', limits: LIMITS, redisUrl });
    const second = await startServer(postgres as TestDatabase, { mode: 'production', limits: LIMITS, redisUrl, databaseSchema: first.config.databaseSchema });
    servers = [first, second];
  }, 60_000);
  afterAll(async () => {
    // The second shares the first's schema: the first drops it, last.
    await servers[1]?.close({ keepData: true });
    await servers[0]?.close();
  });

  it(`allows ${allowed} code requests from one address across both, then refuses`, async () => {
    if (servers.length === 0) return;
    const send = (server: TestServer) => call(server, 'sms_send', { body: { area_code: '86', mobile: newPhone(), scene: 'register' }, lang: 'en' });
    for (let i = 0; i < allowed; i++) expect((await send(servers[i % 2] as TestServer)).body.code).toBe(1);
    for (const server of servers) {
      const refused = await send(server);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(tooMany);
    }
  });
});
