import { createHash } from 'node:crypto';

/** Bitcoin's alphabet: no 0, O, I or l, so an address cannot be misread. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** The XRP Ledger's own order of the same 58 characters (its zero is "r"). */
export const XRP_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const CHECKSUM_BYTES = 4;

export function base58Encode(bytes: Uint8Array, alphabet = ALPHABET): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let text = '';
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text;
    value /= 58n;
  }
  // Each leading zero byte is written as a leading zero digit ("1" in Bitcoin's alphabet).
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return (alphabet[0] ?? '').repeat(zeros === -1 ? bytes.length : zeros) + text;
}

/** The bytes a base58 text stands for, or null when it holds a character outside the alphabet. */
export function base58Decode(text: string, alphabet = ALPHABET): Buffer | null {
  let value = 0n;
  for (const char of text) {
    const digit = alphabet.indexOf(char);
    if (digit === -1) return null;
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? '' : value.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  let zeros = 0;
  while (text[zeros] === alphabet[0]) zeros += 1;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, CHECKSUM_BYTES);

/** The payload followed by the first 4 bytes of its double SHA-256. */
export const base58checkEncode = (payload: Uint8Array, alphabet = ALPHABET): string =>
  base58Encode(Buffer.concat([payload, checksumOf(payload)]), alphabet);

/** The payload of a base58check text, or null when it does not decode or its checksum is wrong. */
export function base58checkDecode(text: string, alphabet = ALPHABET): Buffer | null {
  const bytes = base58Decode(text, alphabet);
  if (!bytes || bytes.length <= CHECKSUM_BYTES) return null;
  const payload = bytes.subarray(0, -CHECKSUM_BYTES);
  return checksumOf(payload).equals(bytes.subarray(-CHECKSUM_BYTES)) ? payload : null;
}
