import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Envelope } from '@h5/shared/contract';
import { LANGUAGES } from '@h5/shared/constants';
import { DESKS, type DeskName } from './access';
import { CHAT_USAGE, runChat } from './chat-cli';
import { MARKET_USAGE, runMarket } from './market-cli';
import { accessFor, formatTable, opsRequest, type OpsOutput } from './client';

export type { OpsOutput } from './client';

export const USAGE = `usage: ops <deposits|withdrawals|kyc> list [--status pending|approved|rejected]
       ops <deposits|withdrawals|kyc> approve <id>
       ops <deposits|withdrawals|kyc> reject <id> --reason "why"
       ops file <id> [--out path]          (the image; stdout without --out)
       ops airdrops list
       ops airdrops create --coin BNB --amount 0.02 --total 50 --starts <ISO time> --ends <ISO time>
           --rule verified | --rule holding --hold-coin BTC --min 0.01 --snapshot <ISO time> | --rule new_users --from <ISO> --to <ISO>
       ops trust list
       ops trust create --name N --cycle DAYS --rate DAILY --penalty PER_DAY --min A --max A --user-quota A --total-quota A
                        [--currency ID] [--dividend-time HH:MM (UTC)] [--opens-at ISO-TIME]
       ops trust <open|close> <id>
       ops content list [--kind notice|news|learning|help]
       ops content create --kind K [--area rwa|ai] [--category funds|trading|security|wealth] [--important yes]
                          --en FILE.md [--zh FILE.md --hk ... --jp ... --kr ... --esp ... --th ...]
       ops content edit <id> [--zh FILE.md ...] [--area A] [--category C] [--important yes|no]
       ops content <publish|unpublish|pin|unpin> <id>
       ops content cover <id> IMAGE            (PNG, JPEG or WebP)
       ops content image IMAGE                  (a picture for a body: prints the path to put in the Markdown)
       A FILE.md starts with a front matter (---, title: ..., summary: ..., ---), then the Markdown body.
${CHAT_USAGE.replace('usage: ', '       ')}
${MARKET_USAGE.replace('usage: ', '       ')}
Talks to the running server on this machine, found through OPS_ACCESS_FILE (default beside DATA_DIR).`;

class UsageError extends Error {}

type Command =
  | { kind: 'list'; desk: DeskName; status: string | undefined }
  | { kind: 'approve'; desk: DeskName; id: string }
  | { kind: 'reject'; desk: DeskName; id: string; reason: string }
  | { kind: 'file'; id: string; out: string | undefined }
  | { kind: 'airdrops' }
  | { kind: 'airdrop'; campaign: Record<string, string> }
  | { kind: 'trust-list' }
  | { kind: 'trust-create'; body: Record<string, string> }
  | { kind: 'trust-status'; id: string; action: 'open' | 'close' }
  | { kind: 'content'; path: string; body?: Record<string, string>; files?: Record<string, string> };

/** `ops airdrops create`'s options and the campaign fields they fill. */
const CAMPAIGN_OPTIONS = {
  coin: 'coin',
  amount: 'amount',
  total: 'total',
  rule: 'rule',
  'hold-coin': 'hold_coin',
  min: 'min',
  snapshot: 'snapshot_at',
  from: 'from',
  to: 'to',
  starts: 'starts_at',
  ends: 'ends_at',
} as const;

/** `ops trust create`'s options and the fields they fill. */
const TRUST_FIELDS = {
  name: 'name',
  currency: 'currency_id',
  cycle: 'cycle_days',
  rate: 'daily_rate',
  penalty: 'penalty_ratio',
  min: 'min_amount',
  max: 'max_amount',
  'user-quota': 'user_quota',
  'total-quota': 'total_quota',
  'dividend-time': 'dividend_time',
  'opens-at': 'opens_at',
} as const;

function trustCommand(action: string | undefined, id: string | undefined, values: Record<string, string | boolean | undefined>): Command {
  if (action === 'list') return { kind: 'trust-list' };
  if ((action === 'open' || action === 'close') && id) return { kind: 'trust-status', id, action };
  if (action !== 'create') throw new UsageError();
  const body: Record<string, string> = { currency_id: '3' };
  for (const [option, field] of Object.entries(TRUST_FIELDS)) {
    const value = values[option];
    if (typeof value === 'string') body[field] = value;
  }
  return { kind: 'trust-create', body };
}

const CONTENT_ACTIONS = new Set(['publish', 'unpublish', 'pin', 'unpin']);
const IMPORTANT = { yes: '1', no: '0' } as const;

/** `ops content ...`: the endpoint, the plain fields, and the files whose text (or base64, for images) fills a field. */
function contentCommand(action: string | undefined, id: string | undefined, extra: string | undefined, values: Record<string, string | boolean | undefined>): Command {
  const at = (name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);
  const body: Record<string, string> = {};
  for (const field of ['kind', 'area', 'category'] as const) if (at(field)) body[field] = at(field)!;
  const important = at('important');
  if (important !== undefined) {
    if (important !== 'yes' && important !== 'no') throw new UsageError();
    body.important = IMPORTANT[important];
  }
  const files = Object.fromEntries(LANGUAGES.filter((lang) => at(lang)).map((lang) => [`text_${lang}`, at(lang)!]));
  if (action === 'list') return { kind: 'content', path: `content${at('kind') ? `?kind=${encodeURIComponent(at('kind')!)}` : ''}` };
  if (action === 'create') return { kind: 'content', path: 'content', body, files };
  if (action === 'edit' && id) return { kind: 'content', path: `content/${encodeURIComponent(id)}`, body, files };
  if (action && CONTENT_ACTIONS.has(action) && id) return { kind: 'content', path: `content/${encodeURIComponent(id)}/${action}`, body: {} };
  if (action === 'cover' && id && extra) return { kind: 'content', path: `content/${encodeURIComponent(id)}/cover`, body: {}, files: { image: extra } };
  if (action === 'image' && id) return { kind: 'content', path: 'content-images', body: {}, files: { image: id } };
  throw new UsageError();
}

function commandOf(args: string[]): Command {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      reason: { type: 'string' },
      out: { type: 'string' },
      kind: { type: 'string' },
      area: { type: 'string' },
      category: { type: 'string' },
      important: { type: 'string' },
      ...(Object.fromEntries(LANGUAGES.map((lang) => [lang, { type: 'string' }])) as Record<(typeof LANGUAGES)[number], { type: 'string' }>),
      ...(Object.fromEntries(Object.keys(CAMPAIGN_OPTIONS).map((name) => [name, { type: 'string' }])) as Record<keyof typeof CAMPAIGN_OPTIONS, { type: 'string' }>),
      ...(Object.fromEntries(Object.keys(TRUST_FIELDS).map((option) => [option, { type: 'string' }])) as Record<keyof typeof TRUST_FIELDS, { type: 'string' }>),
    },
  });
  const [subject, action, id, extra] = positionals;
  if (subject === 'trust') return trustCommand(action, id, values);
  if (subject === 'content') return contentCommand(action, id, extra, values);
  if (subject === 'airdrops' && action === 'list') return { kind: 'airdrops' };
  if (subject === 'airdrops' && action === 'create') {
    const campaign: Record<string, string> = {};
    for (const [option, field] of Object.entries(CAMPAIGN_OPTIONS)) {
      const value = values[option as keyof typeof CAMPAIGN_OPTIONS];
      if (value !== undefined) campaign[field] = value;
    }
    return { kind: 'airdrop', campaign };
  }
  if (subject === 'file' && action) return { kind: 'file', id: action, out: values.out };
  if (!DESKS.includes(subject as DeskName)) throw new UsageError();
  const desk = subject as DeskName;
  if (action === 'list') return { kind: 'list', desk, status: values.status };
  if (action === 'approve' && id) return { kind: 'approve', desk, id };
  if (action === 'reject' && id && values.reason) return { kind: 'reject', desk, id, reason: values.reason };
  throw new UsageError();
}

/** The ops endpoint a command calls, and its JSON body when it is a POST. */
function requestFor(command: Command): { path: string; body?: string } {
  const id = 'id' in command ? encodeURIComponent(command.id) : '';
  switch (command.kind) {
    case 'content':
      return { path: command.path, body: command.body && JSON.stringify(command.body) };
    case 'trust-list':
      return { path: 'trust-products' };
    case 'trust-create':
      return { path: 'trust-products', body: JSON.stringify(command.body) };
    case 'trust-status':
      return { path: `trust-products/${id}/${command.action}`, body: '{}' };
    case 'file':
      return { path: `files/${id}` };
    case 'airdrops':
      return { path: 'airdrops' };
    case 'airdrop':
      return { path: 'airdrops', body: JSON.stringify(command.campaign) };
    case 'list':
      return { path: `${command.desk}${command.status ? `?status=${encodeURIComponent(command.status)}` : ''}` };
    case 'approve':
      return { path: `${command.desk}/${id}/approve`, body: '{}' };
    case 'reject':
      return { path: `${command.desk}/${id}/reject`, body: JSON.stringify({ reason: command.reason }) };
  }
}

/**
 * The ops CLI: reviews deposits, withdrawals and identity verifications, and creates, opens and
 * closes trust products, through the running server's /ops endpoints. Returns the exit code (0 done, 1 refused or unreachable, 2 usage).
 */
export async function runOps(args: string[], env: NodeJS.ProcessEnv, stdout: OpsOutput, stderr: OpsOutput): Promise<number> {
  if (args[0] === 'chat') return runChat(args.slice(1), env, stdout, stderr);
  if (args[0] === 'market') return runMarket(args.slice(1), env, stdout, stderr);
  let command: Command;
  try {
    command = commandOf(args);
  } catch {
    stderr.write(`${USAGE}\n`);
    return 2;
  }

  const access = await accessFor(env, stderr);
  if (!access) return 1;

  if (command.kind === 'content' && command.files) {
    for (const [field, file] of Object.entries(command.files)) {
      try {
        const bytes = await readFile(file);
        command.body = { ...command.body, [field]: field === 'image' ? bytes.toString('base64') : bytes.toString('utf8') };
      } catch (error) {
        stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
        return 1;
      }
    }
  }
  const { path, body } = requestFor(command);
  const response = await opsRequest(access, path, body, stderr);
  if (!response) return 1;

  if (command.kind === 'file') {
    const bytes = Buffer.from(await response.arrayBuffer());
    if (command.out) await writeFile(command.out, bytes, { mode: 0o600 });
    else stdout.write(bytes);
    return 0;
  }
  const { data } = (await response.json()) as Envelope<Record<string, unknown>[] | { id: number; status: string }>;
  const subject = 'desk' in command ? command.desk : command.kind === 'content' ? 'content' : command.kind.startsWith('trust') ? 'trust product' : 'airdrop';
  stdout.write(Array.isArray(data) ? formatTable(data) : `${subject} ${data.id}: ${data.status}\n`);
  return 0;
}
