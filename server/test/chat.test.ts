/**
 * Support chat on a real database: a user writes through the API and hears back on the page's
 * socket; support works from the ops CLI (queue, open, reply with text or a picture, typing,
 * close, a watch that wakes on new messages); messages are kept once per client id, each side's
 * received and read marks move and are told; pictures and records stay the user's own; and a
 * user on one process talks with support on another.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { io, type Socket } from 'socket.io-client';
import { CHAT_DELIVERED_EVENT, CHAT_SOCKET_EVENT, CHAT_TYPING_EVENT, SOCKET_PATH } from '@h5/shared/constants';
import type { ChatContext, ChatMessage, ChatPush, ChatState, Page, Position } from '@h5/shared/contract';
import { fixedTo } from '@h5/shared/money';
import { translate } from '@h5/shared/i18n/messages';
import { runOps } from '../src/modules/ops/cli';
import { IMAGES, member, ok, requestDeposit, upload, uploadedId, withdrawer, type Member } from './support/funds';
import { startProcessPair, type ProcessPair } from './support/process';
import { call, databases, type TestDatabase, type TestServer, startServer } from './support/server';
import { setPrice } from './support/trading';

const PAIR = 'BTC/USDT';
const USDT = 3;

const en = (key: string) => translate('en', key);

/** A page's socket, with every chat push it receives. */
async function chatSocket(url: string, token: string) {
  const socket: Socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
  const pushes: ChatPush[] = [];
  socket.on(CHAT_SOCKET_EVENT, (push: ChatPush) => pushes.push(push));
  await new Promise<void>((resolve, reject) => {
    socket.once('account:state', () => resolve());
    socket.once('connect_error', reject);
  });
  const next = async (match: (push: ChatPush) => boolean, timeoutMs = 10_000): Promise<ChatPush> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = pushes.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching chat push; got ${JSON.stringify(pushes)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { socket, pushes, next, close: () => socket.close() };
}

/** The ops CLI against a server whose access file is `accessFile`. */
async function cli(accessFile: string, ...args: string[]) {
  let out = '';
  let err = '';
  const code = await runOps(args, { OPS_ACCESS_FILE: accessFile }, { write: (c) => (out += String(c)) }, { write: (c) => (err += String(c)) });
  return { code, out, err };
}

/** Waits until `check` holds (a receipt told over the socket lands a moment later). */
async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let clientIds = 0;
const send = (server: Pick<TestServer, 'url'>, who: Member, body: Record<string, string>) =>
  call<ChatMessage>(server, 'chat/send', { body: { client_id: `client-${Date.now()}-${++clientIds}`, ...body }, token: who.token, lang: 'en' });

describe.each(databases)('support chat on $name', (database) => {
  let server: TestServer;
  const ops = (...args: string[]) => cli(server.config.opsAccessFile, ...args);
  const state = (who: Member) => ok(call<ChatState>(server, 'chat/state', { body: {}, token: who.token }));

  beforeAll(async () => {
    server = await startServer(database);
  });
  afterAll(() => server?.close());

  it('carries a conversation both ways with sent, delivered and read, typing, and the offline promise', async () => {
    const who = await member(server);
    const page = await chatSocket(server.url, who.token);
    try {
      expect(await state(who)).toEqual({ conversation: null, agent_online: false, reply_hours: 12, unread: 0 });

      const first = await ok(send(server, who, { text: 'My withdrawal is late' }));
      expect(first).toMatchObject({ sender: 'user', text: 'My withdrawal is late', image: null, context: null });
      // The page hears its own message too (another tab of the same user would).
      await page.next((push) => push.type === 'message' && push.message.id === first.id);

      // Support's watch: the message, then the user sees it delivered; support is online.
      const watched = await ops('chat', 'watch', '--after', String(first.id - 1), '--once');
      expect(watched).toMatchObject({ code: 0, err: '' });
      expect(watched.out).toContain(`#${first.id} conversation ${first.conversation_id}, user ${who.user.id}: My withdrawal is late`);
      await page.next((push) => push.type === 'receipt' && push.agent_delivered_id === first.id && push.agent_read_id === 0);
      expect(await state(who)).toMatchObject({ conversation: { id: first.conversation_id, status: 'open', agent_delivered_id: first.id, agent_read_id: 0 }, agent_online: true });

      // The queue, then the conversation opened: read.
      const queue = await ops('chat', 'list', '--status', 'open');
      expect(queue.out).toMatch(new RegExp(`^${first.conversation_id}\\s+${who.user.id}\\s+\\S+\\s+open\\s+1\\s+`, 'm'));
      const opened = await ops('chat', 'open', String(first.conversation_id));
      expect(opened.out).toContain(`conversation ${first.conversation_id}, user ${who.user.id}, open`);
      await page.next((push) => push.type === 'receipt' && push.agent_read_id === first.id);

      // The user types: support's watch says so.
      const watching = ops('chat', 'watch', String(first.conversation_id), '--once');
      await new Promise((resolve) => setTimeout(resolve, 200));
      page.socket.emit(CHAT_TYPING_EVENT, { typing: true });
      expect((await watching).out).toContain(`conversation ${first.conversation_id}: the user is typing…`);

      // Support types, then replies: pushed to the page, unread until read there.
      await ops('chat', 'typing', String(first.conversation_id));
      await page.next((push) => push.type === 'typing' && push.typing);
      const replied = await ops('chat', 'reply', String(first.conversation_id), 'It', 'is', 'approved', 'now.');
      expect(replied).toMatchObject({ code: 0, err: '' });
      const reply = (await page.next((push) => push.type === 'message' && push.message.sender === 'agent')) as Extract<ChatPush, { type: 'message' }>;
      expect(reply.message.text).toBe('It is approved now.');
      expect((await state(who)).unread).toBe(1);
      expect(await ok(call<{ count: number }>(server, 'chat/unread', { token: who.token }))).toEqual({ count: 1 });
      expect((await ops('chat', 'open', String(first.conversation_id))).out).toContain(`#${reply.message.id} conversation ${first.conversation_id}, support [sent]: It is approved now.`);

      page.socket.emit(CHAT_DELIVERED_EVENT, { up_to: reply.message.id });
      await until(async () => (await ops('chat', 'open', String(first.conversation_id))).out.includes('support [delivered]'));
      await ok(call(server, 'chat/read', { body: { up_to: reply.message.id }, token: who.token }));
      expect((await state(who)).unread).toBe(0);
      expect((await ops('chat', 'open', String(first.conversation_id))).out).toContain('support [read]: It is approved now.');

      const history = await ok(call<{ list: ChatMessage[]; more: boolean }>(server, 'chat/history', { body: { limit: 1 }, token: who.token }));
      expect(history).toEqual({ list: [reply.message], more: true });
      const earlier = await ok(call<{ list: ChatMessage[]; more: boolean }>(server, 'chat/history', { body: { before: reply.message.id }, token: who.token }));
      expect(earlier.list.map((m) => m.id)).toEqual([first.id]);
      expect(earlier.more).toBe(false);

      // Closed: the page is told; the next message starts a new conversation.
      expect((await ops('chat', 'close', String(first.conversation_id))).out).toBe(`conversation ${first.conversation_id}: closed\n`);
      await page.next((push) => push.type === 'closed');
      expect((await ops('chat', 'reply', String(first.conversation_id), 'late')).err).toBe(`refused (400): ${en('chat.closed')}\n`);
      const again = await ok(send(server, who, { text: 'One more question' }));
      expect(again.conversation_id).not.toBe(first.conversation_id);
    } finally {
      page.close();
    }
  });

  it('keeps a message sent twice (a retry) once', async () => {
    const who = await member(server);
    const body = { client_id: 'retry-key-123456', text: 'Hello?' };
    const [a, b] = await Promise.all([
      ok(call<ChatMessage>(server, 'chat/send', { body, token: who.token })),
      ok(call<ChatMessage>(server, 'chat/send', { body, token: who.token })),
    ]);
    expect(a.id).toBe(b.id);
    const { list } = await ok(call<{ list: ChatMessage[] }>(server, 'chat/history', { body: {}, token: who.token }));
    expect(list).toHaveLength(1);
  });

  it('pictures both ways, readable by the conversation\'s user and support only', async () => {
    const who = await member(server);
    const stranger = await member(server);
    const mine = await uploadedId(server, who.token, 'chat');
    const sent = await ok(send(server, who, { image: mine }));
    expect(sent).toMatchObject({ image: mine, text: '' });
    // Support reads it with `ops file`.
    const saved = `${server.config.uploads.dir}/../seen.png`;
    expect((await ops('file', mine, '--out', saved)).code).toBe(0);
    expect(await readFile(saved)).toEqual(IMAGES.png);

    // Someone else's picture, a deposit proof, or none at all: refused, nothing stored.
    const theirs = await uploadedId(server, stranger.token, 'chat');
    const proof = await uploadedId(server, who.token, 'deposit');
    for (const image of [theirs, proof, 'f'.repeat(32)]) expect((await send(server, who, { image })).body.message).toBe(en('upload.fileUnknown'));
    expect((await send(server, who, { text: '  ' })).body.message).toBe(en('chat.empty'));

    const png = `${server.config.uploads.dir}/../support.png`;
    await writeFile(png, IMAGES.png);
    expect((await ops('chat', 'reply', String(sent.conversation_id), '--image', png)).code).toBe(0);
    const { list } = await ok(call<{ list: ChatMessage[] }>(server, 'chat/history', { body: {}, token: who.token }));
    const picture = list.at(-1)!;
    expect(picture).toMatchObject({ sender: 'agent', text: '' });
    const fetchAs = (token: string) => fetch(`${server.url}/api/upload/file?id=${picture.image}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await fetchAs(who.token)).status).toBe(200);
    expect((await fetchAs(stranger.token)).status).toBe(404);
    // And the stranger sees none of this conversation.
    expect(await ok(call<{ list: ChatMessage[] }>(server, 'chat/history', { body: {}, token: stranger.token }))).toEqual({ list: [], more: false });
    expect((await upload(server, who.token, IMAGES.png, { purpose: 'chat' })).body.code).toBe(1);
  });

  it('attaches the page\'s context when it is the user\'s own, and support sees it', async () => {
    const who = await member(server);
    const other = await member(server);
    const depositId = await requestDeposit(server, who, '250');
    const theirs = await requestDeposit(server, other, '90');
    const context = await ok(call<ChatContext>(server, 'chat/context', { body: { context: `deposit:${depositId}` }, token: who.token }));
    expect(context).toMatchObject({ kind: 'deposit', ref: depositId, currency: 'USDT', amount: '250.000000', status: 'pending' });

    const message = await ok(send(server, who, { text: 'Is this received?', context: `deposit:${depositId}` }));
    expect(message.context).toEqual(context);
    const opened = await ops('chat', 'open', String(message.conversation_id));
    expect(opened.out).toContain(`    about: deposit ${depositId}: 250.000000 USDT, pending, `);

    const refused = async (body: Record<string, string>) => (await send(server, who, { text: 'x', ...body })).body.message;
    expect(await refused({ context: `deposit:${theirs}` })).toBe(en('chat.contextInvalid'));
    expect(await refused({ context: 'withdrawal:999999' })).toBe(en('chat.contextInvalid'));
    expect(await refused({ context: 'order:1' })).toBe(en('chat.contextInvalid'));
    const error = await ok(send(server, who, { text: 'It failed', context: 'error', error_text: 'Insufficient balance' }));
    expect(error.context).toEqual({ kind: 'error', ref: null, text: 'Insufficient balance' });
    expect(await ok(send(server, who, { text: 'VIP please', context: 'vip' }))).toMatchObject({ context: { kind: 'vip', ref: null } });
  });

  it('names the user\'s own spot order, position and option, at the currency\'s places, and nobody else\'s', async () => {
    const [who, other] = [await withdrawer(server, '2000'), await withdrawer(server, '2000')];
    const post = <T>(trader: Member, path: string, body: Record<string, string | number>) => ok(call<T>(server, path, { body, token: trader.token, lang: 'en' }));
    await post(who, 'wallet/change', { from: 'coin', to: 'contract', currency_id: USDT, amount: '500' });
    await post(who, 'wallet/change', { from: 'coin', to: 'option', currency_id: USDT, amount: '300' });
    await setPrice(server, PAIR, '50000');
    const spot = await post<{ id: number }>(who, 'coin/trade', { symbol: PAIR, side: 'buy', type: 'limit', price: '40000.5', quantity: '0.01' });
    const position = await post<{ id: number }>(who, 'lever/submit', { symbol: PAIR, side: 'long', type: 'market', lots: 1, multiple: 10 });
    const option = await post<{ id: number }>(who, 'microtrade/submit', { symbol: PAIR, seconds: 30, currency_id: USDT, direction: 'put', amount: '100' });
    const theirs = await post<{ id: number }>(other, 'coin/trade', { symbol: PAIR, side: 'buy', type: 'limit', price: '40000', quantity: '0.01' });
    const { list: [opened] } = await post<Page<Position>>(who, 'lever/my_trade', {});

    const about = (context: string) => ok(call<ChatContext>(server, 'chat/context', { body: { context }, token: who.token }));
    const at = { created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown };
    expect(await about(`spot:${spot.id}`)).toEqual({ kind: 'spot', ref: spot.id, symbol: PAIR, currency: 'USDT', amount: '400.005000', status: 'waiting', ...at });
    expect(await about(`contract:${position.id}`)).toEqual({ kind: 'contract', ref: position.id, symbol: PAIR, currency: 'USDT', amount: fixedTo(opened?.margin ?? '', 6, 'down'), status: 'holding', ...at });
    expect(await about(`option:${option.id}`)).toEqual({ kind: 'option', ref: option.id, symbol: PAIR, currency: 'USDT', amount: '100.000000', status: 'waiting', ...at });

    const sent = await ok(send(server, who, { text: 'Why has it not filled?', context: `spot:${spot.id}` }));
    const desk = await ops('chat', 'open', String(sent.conversation_id));
    expect(desk.out).toContain(`    about: spot ${spot.id}: BTC/USDT, 400.005000 USDT, waiting, `);

    for (const context of [`spot:${theirs.id}`, `contract:${spot.id + 100_000}`, `option:${position.id + 100_000}`]) {
      expect((await send(server, who, { text: 'x', context })).body.message).toBe(en('chat.contextInvalid'));
    }
  });

  it('says where support lives: our chat page, or the place the operator names, with its promised reply time and watch', async () => {
    expect(await ok(call<{ url: string }>(server, 'set/get_customer_url', { body: {} }))).toEqual({ url: '/h5/#/pages/help-center/chat' });
    const elsewhere = await startServer(database, { support: { url: 'https://support.example.com/help', replyHours: 4, watchMaxMs: 300 } });
    try {
      expect(await ok(call<{ url: string }>(elsewhere, 'set/get_customer_url', { body: {} }))).toEqual({ url: 'https://support.example.com/help' });
      const who = await member(elsewhere);
      expect((await ok(call<ChatState>(elsewhere, 'chat/state', { body: {}, token: who.token }))).reply_hours).toBe(4);
      // With nothing new, the watch answers after the operator's limit (CHAT_WATCH_SECONDS), not its 25 s default.
      const asked = Date.now();
      expect(await cli(elsewhere.config.opsAccessFile, 'chat', 'watch', '--once')).toEqual({ code: 0, out: '', err: '' });
      expect(Date.now() - asked).toBeLessThan(5_000);
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses a missing token, and the desk a conversation that does not exist', async () => {
    for (const [path, body] of [
      ['chat/state', {}],
      ['chat/history', {}],
      ['chat/send', { client_id: 'abcdefgh12', text: 'hi' }],
      ['chat/read', { up_to: 1 }],
      ['chat/context', { context: 'vip' }],
    ] as const) {
      const reply = await call(server, path, { body });
      expect([path, reply.status]).toEqual([path, 401]);
    }
    expect((await call(server, 'chat/unread')).status).toBe(401);
    expect((await ops('chat', 'open', '99999999')).err).toMatch(/^refused \(404\)/);
    expect((await ops('chat', 'reply', '99999999', 'hi')).err).toMatch(/^refused \(404\)/);
    expect((await ops('chat', 'watch', '--bogus')).code).toBe(2);
    expect((await ops('chat', 'open', 'abc')).code).toBe(2);
  });
});

const postgres = databases.find((database) => database.url);
(postgres ? describe : describe.skip)('support chat across two server processes', () => {
  let pair: ProcessPair;
  beforeAll(async () => {
    pair = await startProcessPair(postgres as TestDatabase & { url: string });
  }, 60_000);
  afterAll(() => pair?.stop());

  it('a user on one process and support on the other hear each other', async () => {
    const { mirror, publisher } = pair;
    const who = await member(mirror);
    const page = await chatSocket(mirror.url, who.token);
    try {
      const first = await ok(send(mirror, who, { text: 'Hello from process one' }));
      // Support watches on the other process; the user's next message wakes it.
      const watching = cli(publisher.accessFile, 'chat', 'watch', '--after', String(first.id), '--once');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = await ok(send(mirror, who, { text: 'Are you there?' }));
      const watched = await watching;
      expect(watched.out).toContain(`#${second.id} conversation ${second.conversation_id}, user ${who.user.id}: Are you there?`);
      // Its receipt and its reply cross back to the user's socket on this process.
      await page.next((push) => push.type === 'receipt' && push.agent_delivered_id === second.id);
      expect((await cli(publisher.accessFile, 'chat', 'reply', String(second.conversation_id), 'Yes,', 'here.')).code).toBe(0);
      const reply = await page.next((push) => push.type === 'message' && push.message.sender === 'agent');
      expect(reply).toMatchObject({ message: { text: 'Yes, here.', conversation_id: second.conversation_id } });
    } finally {
      page.close();
    }
  }, 60_000);
});
