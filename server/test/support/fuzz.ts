/**
 * What the fuzz test sends: for each field of a call's request schema a value the field accepts
 * (so the other fields pass while one is bad) and the bad values for it, and the requests that
 * carry them as a client could: form-encoded, JSON, query string or multipart.
 */
import { API_BASE, AUTH_HEADER, LANG_HEADER, type Language } from '@h5/shared/constants';
import type { CallSpec } from '@h5/shared/contract';
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

export const fieldsOf = (spec: CallSpec): Record<string, FieldSchema> => (spec.request as unknown as FieldSchema)._zod.def.shape ?? {};

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
export function wholeBodyRequests(spec: CallSpec, base: Record<string, string>): FuzzRequest[] {
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
  const response = await fetch(`${url}${API_BASE}/${spec.path}${query}`, { method: spec.method, headers, body: spec.method === 'GET' ? undefined : request.body });
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Left as text: the envelope check reports it.
  }
  return { status: response.status, body };
}
