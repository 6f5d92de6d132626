/**
 * Support chat's latency (`node bench/run.mjs chat`): 1 000 open conversations, every user's page
 * connected on the one socket, on PostgreSQL in a fresh schema. Printed per setup, p50 and p99 of
 * a message from its send to the other side's receipt: a user's message to support's watch (the
 * ops CLI's long poll), and support's answer to the user's socket. Setups: one server process;
 * two (the user on one, support on the other), meeting through PostgreSQL LISTEN/NOTIFY, then
 * through Redis when one answers. The servers run as `npm start` runs them (server/dist, through
 * the browser journeys' e2e/lib/server.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { AUTH_HEADER, CHAT_SOCKET_EVENT, LANG_HEADER, SOCKET_PATH } from '@h5/shared/constants';
import type { ChatMessage, ChatPush } from '@h5/shared/contract';
import { REPO } from '../e2e/lib/paths';
import { startServer } from '../e2e/lib/server';
import { OPS_BASE, OPS_TOKEN_HEADER } from '../server/src/modules/ops/access';
import { onPostgres } from './lib/server-core';

const CONVERSATIONS = Number(process.env.CHAT_CONVERSATIONS ?? 1000);
const SAMPLES = Number(process.env.CHAT_SAMPLES ?? 200);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const fromServer = createRequire(join(REPO, 'server/package.json'));
const { io } = fromServer('socket.io-client') as typeof import('socket.io-client');
const pg = fromServer('pg') as typeof import('pg');

interface Server {
  url: string;
  opsToken: string;
  stop(): Promise<void>;
}

/** A server process as production runs it (server/dist), on the schema; its ops token from its access file. */
async function startOn(databaseUrl: string, schema: string, redisUrl: string | null): Promise<Server> {
  const server = await startServer({ env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) } });
  const { token } = JSON.parse(readFileSync(server.opsAccessFile, 'utf8')) as { token: string };
  return { url: server.url, opsToken: token, stop: server.stop };
}

interface Member {
  token: string;
  conversation: number;
}

/** CONVERSATIONS users with sessions (written straight to the database: sign-up is not what is measured). */
async function seedUsers(databaseUrl: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${schema}`);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, nickname, invite_code)
       SELECT 'chat' || g || '@bench.invalid', 'x', 'chat' || g, 'C' || g FROM generate_series(1, $1) g RETURNING id`,
      [CONVERSATIONS],
    );
    const tokens = rows.map((row) => `bench-chat-${row.id}-${Math.random().toString(36).slice(2)}`);
    await client.query(
      `INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
       SELECT hash, id, now(), now() + interval '1 day' FROM unnest($1::text[], $2::int[]) AS s(hash, id)`,
      [tokens.map((token) => createHash('sha256').update(token).digest('hex')), rows.map((row) => row.id)],
    );
    return tokens;
  } finally {
    await client.end();
  }
}

async function send(server: Server, token: string, text: string): Promise<ChatMessage> {
  const response = await fetch(`${server.url}/api/chat/send`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: token, 'content-type': 'application/x-www-form-urlencoded', [LANG_HEADER]: 'en' },
    body: new URLSearchParams({ text, client_id: `bench-${Math.random().toString(36).slice(2, 14)}` }),
  });
  const envelope = (await response.json()) as { type: string; message: string; data: ChatMessage };
  if (envelope.type !== 'ok') throw new Error(`chat/send refused: ${envelope.message}`);
  return envelope.data;
}

async function ops<T>(server: Server, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${OPS_BASE}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { [OPS_TOKEN_HEADER]: server.opsToken, 'content-type': 'application/json', [LANG_HEADER]: 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`ops ${path} refused: ${envelope.message}`);
  return envelope.data;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++] as T);
  }));
}

/** Each member's first message (it opens their conversation), and their page's socket. */
async function openConversations(userSide: Server, tokens: string[]): Promise<{ members: Member[]; sockets: Socket[]; heard: Map<string, number> }> {
  const members: Member[] = [];
  await inParallel(tokens, 16, async (token) => {
    const first = await send(userSide, token, 'Hello');
    members.push({ token, conversation: first.conversation_id });
  });
  // Support's answers as each page receives them: their text and when.
  const heard = new Map<string, number>();
  const sockets: Socket[] = [];
  await inParallel(members, 25, async (member) => {
    const socket = io(userSide.url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token: member.token }, forceNew: true, reconnection: false });
    socket.on(CHAT_SOCKET_EVENT, (push: ChatPush) => {
      if (push.type === 'message' && push.message.sender === 'agent') heard.set(push.message.text, performance.now());
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('account:state', () => resolve());
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
  });
  return { members, sockets, heard };
}

/** Support's watch, asked again as soon as it answers (as `ops chat watch` does): when each message text arrived. */
function watchSupport(agentSide: Server, after: number) {
  const arrived = new Map<string, number>();
  let stopped = false;
  const loop = (async () => {
    let cursor = after;
    while (!stopped) {
      const reply = await ops<{ messages: ChatMessage[]; cursor: number }>(agentSide, `chat-watch?after=${cursor}&wait=2000`);
      const now = performance.now();
      for (const message of reply.messages) arrived.set(message.text, now);
      cursor = reply.cursor;
    }
  })();
  return {
    arrived,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(1);
  }
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const figures = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;

/** One setup: the user's page on `userSide`, support on `agentSide` (the same server, or another). */
async function measure(name: string, userSide: Server, agentSide: Server, tokens: string[]): Promise<void> {
  const { members, sockets, heard } = await openConversations(userSide, tokens);
  // Support's watch from the newest message now on.
  const { cursor } = await ops<{ cursor: number }>(agentSide, 'chat-watch?wait=0');
  const watch = watchSupport(agentSide, cursor);
  const toSupport: number[] = [];
  const toUser: number[] = [];
  try {
    await sleep(200);
    for (let n = 0; n < SAMPLES; n += 1) {
      const member = members[Math.floor(Math.random() * members.length)] as Member;
      const question = `question ${name} ${n}`;
      const asked = performance.now();
      await send(userSide, member.token, question);
      await until(() => watch.arrived.has(question), question);
      toSupport.push((watch.arrived.get(question) as number) - asked);

      const answer = `answer ${name} ${n}`;
      const answered = performance.now();
      await ops(agentSide, `chat/${member.conversation}/reply`, { text: answer });
      await until(() => heard.has(answer), answer);
      toUser.push((heard.get(answer) as number) - answered);
    }
  } finally {
    await watch.stop();
    sockets.forEach((socket) => socket.close());
  }
  console.log(`${name}, ${members.length} open conversations, ${sockets.length} pages connected, ${SAMPLES} messages each way:`);
  console.log(`  user -> support's watch: ${figures(toSupport)}`);
  console.log(`  support -> user's socket: ${figures(toUser)}`);
}

/** Whether a Redis answers PING at `url` (host and port only). */
async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) }, () => socket.write('PING\r\n'));
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('error', () => done(false));
  });
}

export async function main(): Promise<void> {
  console.log(`${cpus().length} cores, load ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const setups: Array<{ name: string; processes: 1 | 2; redis: boolean }> = [
    { name: 'one process', processes: 1, redis: false },
    { name: 'two processes through PostgreSQL', processes: 2, redis: false },
  ];
  if (await redisAnswers(REDIS_URL)) setups.push({ name: 'two processes through Redis', processes: 2, redis: true });
  else console.log(`Redis: not reachable at ${REDIS_URL}, skipped`);

  for (const setup of setups) {
    const ran = await onPostgres(async (url, schema) => {
      const redisUrl = setup.redis ? REDIS_URL : null;
      const first = await startOn(url, schema, redisUrl);
      const second = setup.processes === 2 ? await startOn(url, schema, redisUrl) : first;
      try {
        await measure(setup.name, first, second, await seedUsers(url, schema));
      } finally {
        await first.stop();
        if (second !== first) await second.stop();
      }
    });
    if (!ran) return;
  }
}
