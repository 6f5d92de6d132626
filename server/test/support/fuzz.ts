/**
 * What the fuzz test sends: for each field of a call's request schema a value the field accepts
 * (so the other fields pass while one is bad) and the bad values for it, and the requests that
 * carry them as a client could: form-encoded, JSON, query string or multipart.
 */
import { API_BASE, AUTH_HEADER, LANG_HEADER, type Language } from '@h5/shared/constants';
import type { CallSpec } from '@h5/shared/contract';
import { addDecimal, mulDecimal, unitOf } from '@h5/shared/money';
import { OPS_BASE, OPS_TOKEN_HEADER } from '../../src/modules/ops/access';
import type { OpsEndpoint, OpsExample } from '../../src/modules/ops/service';
import { IMAGES } from './funds';

/** The parts of a zod schema's definition the walk reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, FieldSchema>;
  innerType?: FieldSchema;
  entries?: Record<string, string>;
}
export interface FieldSchema {
  _zod: { def: SchemaDef };
  safeParse(value: unknown): { success: boolean };
}

/** The fields of an object schema (none for a schema that is no object, or none at all). */
export const shapeOf = (schema: unknown): Record<string, FieldSchema> => (schema as FieldSchema | undefined)?._zod.def.shape ?? {};

export const fieldsOf = (spec: CallSpec): Record<string, FieldSchema> => shapeOf(spec.request);

/** An enum's options, through optional wrappers. */
function options(schema: FieldSchema): string[] {
  const { def } = schema._zod;
  if (def.entries) return Object.values(def.entries);
  return def.innerType ? options(def.innerType) : [];
}

/** Likely values by field name, tried first; any field, named so or not, also gets the generic ones. */
const BY_NAME: Record<string, string> = {
  account: '13800000000',
  mobile: '13800000000',
  email: 'fuzz@example.com',
  area_code: '86',
  password: 'secret123',
  re_password: 'secret123',
  from: 'coin',
  to: 'option',
  chain: 'TRC20',
  symbol: 'BTC/USDT',
  amount: '10',
  price: '50000',
  quantity: '0.01',
  lots: '1',
  multiple: '10',
  seconds: '30',
  currency_id: '3',
  take_profit: '60000',
  stop_loss: '40000',
};
const GENERIC = ['1', '10', '123456', '246810', 'secret123', 'BTC/USDT', 'fuzz@example.com', 'Fuzz text'];

/** A value the field alone accepts (the first that fits), or undefined when none does. */
export function acceptedValue(name: string, schema: FieldSchema): string | undefined {
  const named = BY_NAME[name];
  const candidates = [...(named ? [named] : []), ...options(schema), ...GENERIC];
  return candidates.find((candidate) => schema.safeParse(candidate).success);
}

/** How a bad value travels: as text in a form, query or multipart field; as JSON; or as form structure. */
export type Carrier = 'text' | 'json' | 'structure';
export interface BadValue {
  label: string;
  value: unknown;
  carrier: Carrier;
}

const text = (label: string, value: string): BadValue => ({ label, value, carrier: 'text' });
const json = (label: string, value: unknown): BadValue => ({ label, value, carrier: 'json' });
/** `a[]=1`, `a[b]=1` and `a=1&a=2`: what form and query parsers may turn into arrays or objects. */
const structure = (label: string, value: string[][]): BadValue => ({ label, value, carrier: 'structure' });

/** Wrong for any field. */
const ANY_FIELD: BadValue[] = [
  text('empty', ''),
  text('whitespace', ' \t '),
  // Long, yet inside the 16 KB Node allows a request's head (a GET carries it in the URL): 431 is tried apart.
  text('very long', 'x'.repeat(5_000)),
  text('control characters', 'a\u0000b\u202e'),
  json('null', null),
  json('true', true),
  json('a number', 12),
  json('an array', ['1', '2']),
  json('an object', { a: '1' }),
  structure('a[]=1', [['[]', '1']]),
  structure('a[b]=1', [['[b]', '1']]),
  structure('repeated key', [['', '1'], ['', '2']]),
];

/** Wrong for fields that take numbers (their accepted value is one). */
const NUMBER_FIELD: BadValue[] = [
  // The most a whole-number field takes (ids, pages, lots: 9 digits) reaches the queries.
  text('9 digits', '9'.repeat(9)),
  text('14 digits', '9'.repeat(14)),
  text('15 digits', '9'.repeat(15)),
  text('17 digits', '9'.repeat(17)),
  text('40 digits', '9'.repeat(40)),
  text('negative', '-1'),
  text('zero', '0'),
  text('NaN', 'NaN'),
  text('Infinity', 'Infinity'),
  text('exponent', '1e5'),
  text('hex', '0x10'),
  text('unicode digits', '١٢٣'),
  text('fraction', '1.5'),
  text('30 decimals', `1.${'1'.repeat(30)}`),
  json('1e21', 1e21),
  json('NaN as JSON text', 'NaN'),
];

/** Wrong for fields that take text. */
const TEXT_FIELD: BadValue[] = [text('unicode digits', '١٢٣'), text('markup', '<script>x</script>'), text('40 digits', '9'.repeat(40))];

export function badValuesFor(accepted: string | undefined): BadValue[] {
  return [...ANY_FIELD, ...(accepted !== undefined && /^\d+(\.\d+)?$/.test(accepted) ? NUMBER_FIELD : TEXT_FIELD)];
}

/** One request: its body (with its content type) or query string. */
export interface FuzzRequest {
  label: string;
  query?: string;
  body?: string | FormData;
  contentType?: string;
}

const encode = (pairs: Array<[string, string]>) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

function multipart(pairs: Array<[string, string]>, file: boolean): FormData {
  const form = new FormData();
  for (const [key, value] of pairs) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(IMAGES.png)], { type: 'image/png' }), 'image.png');
  return form;
}

/** The request carrying `base` with `field` set to `bad`, or null when the call cannot carry it (JSON in a query). */
export function requestFor(spec: CallSpec, base: Record<string, string>, field: string, bad: BadValue): FuzzRequest | null {
  const label = `${field}: ${bad.label}`;
  const others = Object.entries(base).filter(([key]) => key !== field);
  if (bad.carrier === 'json') {
    if (spec.method === 'GET') return null;
    return { label, body: JSON.stringify({ ...base, [field]: bad.value }), contentType: 'application/json' };
  }
  const pairs: Array<[string, string]> =
    bad.carrier === 'text' ? [...others, [field, bad.value as string]] : [...others, ...(bad.value as string[][]).map(([suffix, value]) => [`${field}${suffix}`, value] as [string, string])];
  if (spec.method === 'GET') return { label, query: encode(pairs) };
  if (spec.body === 'multipart') return { label, body: multipart(pairs, true) };
  return { label, body: encode(pairs), contentType: 'application/x-www-form-urlencoded' };
}

/** Whole bodies that are wrong whatever the fields: not an object, not parseable, of a type nobody takes, broken multipart. */
export function wholeBodyRequests(spec: Pick<CallSpec, 'method'>, base: Record<string, string>): FuzzRequest[] {
  const pairs = Object.entries(base);
  if (spec.method === 'GET') {
    return [
      { label: 'an unknown extra field', query: encode([...pairs, ['zz', '1']]) },
      { label: 'a malformed query', query: '%E0%A4%A=1&&=&a[=1' },
    ];
  }
  const boundary = 'fuzzboundary';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ndeposit\r\n`;
  return [
    { label: 'a JSON array', body: '[1,2]', contentType: 'application/json' },
    { label: 'a JSON string', body: '"x"', contentType: 'application/json' },
    { label: 'a JSON number', body: '5', contentType: 'application/json' },
    { label: 'malformed JSON', body: '{"a":', contentType: 'application/json' },
    { label: 'a prototype key', body: '{"__proto__":{"x":1}}', contentType: 'application/json' },
    { label: 'an empty JSON body', body: '', contentType: 'application/json' },
    { label: 'an XML body', body: '<a/>', contentType: 'text/xml' },
    { label: 'multipart without boundary', body: `${part}--${boundary}--\r\n`, contentType: 'multipart/form-data' },
    { label: 'multipart cut off', body: `${part}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`, contentType: `multipart/form-data; boundary=${boundary}` },
    { label: 'a field where the file goes', body: multipart([...pairs, ['file', 'not a file']], false) },
    { label: 'an unknown extra field', body: encode([...pairs, ['zz', '1']]), contentType: 'application/x-www-form-urlencoded' },
  ];
}

export interface FuzzReply {
  status: number;
  body: unknown;
}

export async function sendFuzz(url: string, spec: CallSpec, request: FuzzRequest, lang: Language, token: string | undefined): Promise<FuzzReply> {
  const headers: Record<string, string> = { [LANG_HEADER]: lang };
  if (token) headers[AUTH_HEADER] = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const query = request.query ? `?${request.query}` : '';
  return replyOf(await fetch(`${url}${API_BASE}/${spec.path}${query}`, { method: spec.method, headers, body: spec.method === 'GET' ? undefined : request.body }));
}

/** A reply's status and body, parsed as JSON when it is some. */
async function replyOf(response: Response): Promise<FuzzReply> {
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Left as text: the envelope check reports it.
  }
  return { status: response.status, body };
}

// ---- the back office's endpoints (/ops/*) ------------------------------------------------

/**
 * What an operator may mistype, generated from a value the field takes: an amount one place past
 * 6 or 8 decimals, a thousandfold or a thousandth (so the relations between amounts break), a
 * time that does not exist, has no zone or lies in the past (so the dates fall out of order), a
 * time of day past the clock.
 */
export function operatorSlips(accepted: string | undefined): BadValue[] {
  if (accepted === undefined) return [];
  if (/^\d+(\.\d+)?$/.test(accepted)) {
    return [
      text('a 7th decimal place', addDecimal(accepted, unitOf(7))),
      text('a 9th decimal place', addDecimal(accepted, unitOf(9))),
      text('a thousandfold', mulDecimal(accepted, '1000')),
      text('a thousandth', mulDecimal(accepted, '0.001')),
      text('thousands separators', '1,000'),
      text('a percent sign', `${accepted}%`),
    ];
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(accepted)) {
    return [
      text('a day that does not exist', '2099-02-30T00:00:00Z'),
      text('no zone', accepted.replace(/(Z|[+-]\d{2}:?\d{2})$/, '')),
      text('a date alone', accepted.slice(0, 10)),
      text('the past', '2001-01-01T00:00:00Z'),
      text('before 1970', '1969-12-31T23:59:59Z'),
      text('year 10000', '+010000-01-01T00:00:00Z'),
      text('local words', 'tomorrow 8am'),
    ];
  }
  if (/^\d{2}:\d{2}$/.test(accepted)) return [text('24:00', '24:00'), text('23:60', '23:60'), text('one digit hour', '8:00')];
  return [];
}

/** The parts of an ops request a field can be in. */
export type OpsPart = 'params' | 'query' | 'body';

/** Each part's fields, from the endpoint's schemas. */
export function opsFieldsOf(endpoint: OpsEndpoint): Record<OpsPart, Record<string, FieldSchema>> {
  return { params: shapeOf(endpoint.params), query: shapeOf(endpoint.query), body: shapeOf(endpoint.body) };
}

/** One request to an ops endpoint: its path (parameters filled), query and body. */
export interface OpsFuzzRequest {
  label: string;
  path: string;
  query?: string;
  body?: string;
  contentType?: string;
}

const pathOf = (endpoint: OpsEndpoint, params: Record<string, string>) =>
  endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The example as sent, unchanged. */
export function opsRequest(endpoint: OpsEndpoint, example: OpsExample, label = 'the example'): OpsFuzzRequest {
  const path = pathOf(endpoint, example.params ?? {});
  const query = example.query ? encode(Object.entries(example.query)) : undefined;
  if (endpoint.method === 'GET') return { label, path, query };
  return { label, path, query, body: JSON.stringify(example.body ?? {}), contentType: 'application/json' };
}

/** The example with `field` of `part` set to `bad`, or null where it cannot travel (a path segment carries text only; JSON never goes in a query). */
export function opsRequestFor(endpoint: OpsEndpoint, example: OpsExample, part: OpsPart, field: string, bad: BadValue): OpsFuzzRequest | null {
  const label = `${part}.${field}: ${bad.label}`;
  const base = opsRequest(endpoint, example, label);
  if (part === 'params') return bad.carrier === 'text' ? { ...base, path: pathOf(endpoint, { ...example.params, [field]: bad.value as string }) } : null;
  if (part === 'query') {
    const others = Object.entries(example.query ?? {}).filter(([key]) => key !== field);
    if (bad.carrier === 'json') return null;
    const pairs: Array<[string, string]> =
      bad.carrier === 'text' ? [...others, [field, bad.value as string]] : [...others, ...(bad.value as string[][]).map(([suffix, value]) => [`${field}${suffix}`, value] as [string, string])];
    return { ...base, query: encode(pairs) };
  }
  // The CLI sends JSON; a form parser's arrays and objects come form-encoded.
  if (bad.carrier === 'structure') {
    const others = Object.entries(example.body ?? {}).filter(([key]) => key !== field);
    const pairs = [...others, ...(bad.value as string[][]).map(([suffix, value]) => [`${field}${suffix}`, value] as [string, string])];
    return { ...base, body: encode(pairs), contentType: 'application/x-www-form-urlencoded' };
  }
  return { ...base, body: JSON.stringify({ ...example.body, [field]: bad.value }) };
}

/** Whole bodies and queries that are wrong whatever the fields, sent to the example's path. */
export function opsWholeRequests(endpoint: OpsEndpoint, example: OpsExample): OpsFuzzRequest[] {
  const { path } = opsRequest(endpoint, example);
  return wholeBodyRequests(endpoint, { ...example.query, ...example.body }).flatMap((request) => {
    if (request.body instanceof FormData) return [];
    return [{ label: request.label, path, query: request.query, body: request.body, contentType: request.contentType }];
  });
}

/** Sends one ops request, with the ops token when given (a stranger's without). */
export async function sendOps(url: string, endpoint: OpsEndpoint, request: OpsFuzzRequest, lang: Language, token: string | undefined): Promise<FuzzReply> {
  const headers: Record<string, string> = { [LANG_HEADER]: lang };
  if (token) headers[OPS_TOKEN_HEADER] = token;
  if (request.contentType) headers['content-type'] = request.contentType;
  const query = request.query ? `?${request.query}` : '';
  return replyOf(await fetch(`${url}${OPS_BASE}/${request.path}${query}`, { method: endpoint.method, headers, body: endpoint.method === 'GET' ? undefined : request.body }));
}
