import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { translate } from '@h5/shared/i18n/messages';
import { readOpsAccess } from '../src/modules/ops/access';
import { runOps } from '../src/modules/ops/cli';
import { FUND_PASSWORD, IMAGES, member, ok, requestDeposit, uploadedId, withdrawer } from './support/funds';
import { call, databases, startServer, type TestServer } from './support/server';

const en = (key: string) => translate('en', key);

/** Collects what the CLI writes. */
function output() {
  const chunks: Buffer[] = [];
  return { write: (chunk: string | Uint8Array) => chunks.push(Buffer.from(chunk)), bytes: () => Buffer.concat(chunks), text: () => Buffer.concat(chunks).toString() };
}

async function cli(server: TestServer, ...args: string[]) {
  const stdout = output();
  const stderr = output();
  const code = await runOps(args, { OPS_ACCESS_FILE: server.config.opsAccessFile }, stdout, stderr);
  return { code, out: stdout.text(), err: stderr.text(), bytes: stdout.bytes() };
}

const statusOf = async (server: TestServer, table: string, id: number) =>
  (await server.built.db.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0]?.status;

/** Polls until `check` holds or `ms` pass; the auto-approver runs on real timers. */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (await check()) return true;
  }
  return check();
}

describe.each(databases)('ops on $name', (database) => {
  describe('endpoints and CLI', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(database, { trustProxy: 1 });
    });
    afterAll(() => server.close());

    it('writes the port and a fresh token where the CLI looks, readable by the server user only', async () => {
      const access = await readOpsAccess(server.config.opsAccessFile);
      expect(access.port).toBe(Number(new URL(server.url).port));
      expect(access.token).toMatch(/^[\w-]{40,}$/);
      expect((await stat(server.config.opsAccessFile)).mode & 0o777).toBe(0o600);
    });

    it('answers only loopback connections with the token, whatever a proxy header claims', async () => {
      const { token } = await readOpsAccess(server.config.opsAccessFile);
      const inject = (remoteAddress: string, headers: Record<string, string>) =>
        server.built.app.inject({ method: 'GET', url: '/ops/deposits', remoteAddress, headers: { lang: 'en', ...headers } });

      const remote = await inject('10.1.2.3', { 'x-ops-token': token, 'x-forwarded-for': '127.0.0.1' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ type: 'error', code: 0, message: en('server.notFound'), data: null });
      expect((await inject('192.168.0.9', { 'x-ops-token': token })).statusCode).toBe(404);

      for (const headers of [{}, { 'x-ops-token': 'wrong' }, { 'x-ops-token': `${token}x` }] as Record<string, string>[]) {
        const refused = await inject('127.0.0.1', headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: en('server.forbidden') });
      }
      expect((await inject('127.0.0.1', { 'x-ops-token': token })).statusCode).toBe(200);
      expect((await inject('::ffff:127.0.0.1', { 'x-ops-token': token })).statusCode).toBe(200);
      expect((await call(server, 'ops/deposits')).status).toBe(404);
    });

    it('lists, approves and rejects through the CLI', async () => {
      const who = await member(server);
      const first = await requestDeposit(server, who, '25');
      const second = await requestDeposit(server, who, '30');

      const listed = await cli(server, 'deposits', 'list', '--status', 'pending');
      expect(listed.code).toBe(0);
      expect(listed.out.split('\n')[0]).toMatch(/^id\s+kind\s+currency\s+chain\s+amount\s+status/);
      expect(listed.out).toMatch(new RegExp(`^${first}\\s+chain\\s+USDT\\s+TRC20\\s+25\\s+pending`, 'm'));

      expect(await cli(server, 'deposits', 'approve', String(first))).toMatchObject({ code: 0, out: `deposits ${first}: approved\n` });
      expect(await cli(server, 'deposits', 'reject', String(second), '--reason', 'amount does not match')).toMatchObject({
        code: 0,
        out: `deposits ${second}: rejected\n`,
      });
      expect(await statusOf(server, 'deposits', second)).toBe('rejected');
      expect(await cli(server, 'deposits', 'approve', String(first))).toMatchObject({ code: 1, err: `refused (409): ${en('server.alreadyReviewed')}\n` });
      expect(await cli(server, 'deposits', 'approve', '999999')).toMatchObject({ code: 1, err: expect.stringContaining('refused (404)') });
      expect(await cli(server, 'withdrawals', 'list')).toMatchObject({ code: 0 });
      expect(await cli(server, 'kyc', 'list', '--status', 'approved')).toMatchObject({ code: 0 });
    });

    it('refuses a reject without a reason, unknown commands, and a missing access file', async () => {
      expect(await cli(server, 'deposits', 'reject', '1')).toMatchObject({ code: 2, err: expect.stringContaining('usage: ops') });
      expect(await cli(server, 'payments', 'list')).toMatchObject({ code: 2 });
      expect(await cli(server)).toMatchObject({ code: 2 });
      expect(await cli(server, 'withdrawals', 'approve', '424242')).toMatchObject({ code: 1, err: expect.stringContaining('refused (404)') });
      const missing = await runOps(['deposits', 'list'], { OPS_ACCESS_FILE: '/nonexistent/ops.json' }, output(), output());
      expect(missing).toBe(1);
    });

    it('approves nothing when auto-approval is off (0, as here)', async () => {
      expect(server.config.autoApprove.afterSeconds).toBe(0);
      const depositId = await requestDeposit(server, await member(server), '40');
      server.clock.advance(3600_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await statusOf(server, 'deposits', depositId)).toBe('pending');
    });

    it('hands reviewers the image a request refers to', async () => {
      const who = await member(server);
      const id = await uploadedId(server, who.token, 'kyc', IMAGES.jpeg);
      expect((await cli(server, 'file', id)).bytes).toEqual(IMAGES.jpeg);
      const out = path.join(path.dirname(server.config.opsAccessFile), 'copy.jpg');
      expect((await cli(server, 'file', id, '--out', out)).code).toBe(0);
      expect(await readFile(out)).toEqual(IMAGES.jpeg);
      expect((await cli(server, 'file', 'f'.repeat(32))).code).toBe(1);
    });
  });

  describe('auto-approval', () => {
    it('approves deposits and identity reviews once they have waited, never withdrawals', async () => {
      const server = await startServer(database, { autoApprove: { afterSeconds: 10, checkEveryMs: 50 } });
      try {
        const who = await withdrawer(server, '0');
        const depositId = await requestDeposit(server, who, '50');
        await ok(call(server, 'user/real_name2', { body: await photos(server, who.token), token: who.token }));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await statusOf(server, 'deposits', depositId)).toBe('pending');

        server.clock.advance(11_000);
        expect(await eventually(async () => (await statusOf(server, 'deposits', depositId)) === 'approved')).toBe(true);
        expect(await eventually(async () => (await profileOf(server, who.token)).advanced_verification === 'verified')).toBe(true);
        const { id: withdrawalId } = await ok(
          call<{ id: number }>(server, 'wallet/out', { body: { currency_id: 3, address_id: who.addressId, amount: '20', fund_password: FUND_PASSWORD }, token: who.token }),
        );
        server.clock.advance(60_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await statusOf(server, 'withdrawals', withdrawalId)).toBe('pending');
      } finally {
        await server.close();
      }
    });

    it('approves nothing in production mode, whatever the configuration says', async () => {
      const server = await startServer(database, { mode: 'production', autoApprove: { afterSeconds: 1, checkEveryMs: 50 } });
      try {
        const depositId = await pendingDepositInDatabase(server);
        server.clock.advance(3600_000);
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(await statusOf(server, 'deposits', depositId)).toBe('pending');
      } finally {
        await server.close();
      }
    });
  });
});

async function photos(server: TestServer, token: string) {
  return { id_type: 'id_card', front: await uploadedId(server, token, 'kyc'), back: await uploadedId(server, token, 'kyc'), hand: await uploadedId(server, token, 'kyc') };
}

async function profileOf(server: TestServer, token: string) {
  return ok(call<{ advanced_verification: string }>(server, 'user/center', { token }));
}

/** Production has no dev outbox to sign up with: the request goes straight into the database. */
async function pendingDepositInDatabase(server: TestServer): Promise<number> {
  const { db } = server.built;
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, nickname, invite_code) VALUES ('ops-test@example.com', 'x', 'ops', 'OPSTEST1') RETURNING id`,
  );
  const fileId = 'a'.repeat(32);
  await db.query(`INSERT INTO files (id, user_id, purpose, mime, size, path, created_at) VALUES ($1, $2, 'deposit', 'image/png', 1, 'deposit/x', now())`, [fileId, user?.id]);
  const [deposit] = await db.query<{ id: number }>(
    `INSERT INTO deposits (user_id, kind, currency_id, chain, target, amount, proof_file_id, created_at)
     VALUES ($1, 'chain', 3, 'TRC20', 'T', 100, $2, $3) RETURNING id`,
    [user?.id, fileId, new Date(server.clock.now()).toISOString()],
  );
  return deposit?.id ?? 0;
}
