/** Bech32 / bech32m (BIP 173 / BIP 350): segwit addresses, and plain bech32 data (Cardano). */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32 = 1;
const BECH32M = 0x2bc830a3;
const CHECKSUM_LENGTH = 6;

function polymod(values: number[]): number {
  let check = 1;
  for (const value of values) {
    const top = check >>> 25;
    check = ((check & 0x1ffffff) << 5) ^ value;
    GENERATOR.forEach((generator, i) => {
      if ((top >>> i) & 1) check ^= generator;
    });
  }
  return check >>> 0;
}

const expandPrefix = (prefix: string) => [
  ...[...prefix].map((char) => char.charCodeAt(0) >> 5),
  0,
  ...[...prefix].map((char) => char.charCodeAt(0) & 31),
];

/** Regroups 5-bit words into bytes; null when the padding is not the zero bits it must be. */
function toBytes(words: number[]): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const word of words) {
    accumulator = (accumulator << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >> bits) & 0xff);
    }
  }
  return bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0 ? null : bytes;
}

/** True for a valid segwit address of `prefix` ("bc"): checksum, witness version and program length. */
export function isSegwitAddress(prefix: string, address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const text = address.toLowerCase();
  const split = text.lastIndexOf('1');
  if (text.slice(0, split) !== prefix || text.length > 90) return false;
  const words = [...text.slice(split + 1)].map((char) => CHARSET.indexOf(char));
  if (words.length < CHECKSUM_LENGTH + 1 || words.includes(-1)) return false;
  const [version = -1, ...rest] = words.slice(0, -CHECKSUM_LENGTH);
  const constant = polymod([...expandPrefix(prefix), ...words]);
  if (version > 16 || constant !== (version === 0 ? BECH32 : BECH32M)) return false;
  const program = toBytes(rest);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

/** 8-bit bytes as 5-bit words, the last one padded with zero bits. */
function toWords(bytes: Uint8Array): number[] {
  let accumulator = 0;
  let bits = 0;
  const words: number[] = [];
  for (const byte of bytes) {
    accumulator = ((accumulator << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((accumulator >> bits) & 31);
    }
  }
  if (bits > 0) words.push((accumulator << (5 - bits)) & 31);
  return words;
}

/** `bytes` in bech32 (not bech32m) under `prefix`, as Cardano writes its addresses. */
export function bech32Encode(prefix: string, bytes: Uint8Array): string {
  const words = toWords(bytes);
  const check = polymod([...expandPrefix(prefix), ...words, ...Array<number>(CHECKSUM_LENGTH).fill(0)]) ^ BECH32;
  const checksum = Array.from({ length: CHECKSUM_LENGTH }, (_, i) => (check >>> (5 * (CHECKSUM_LENGTH - 1 - i))) & 31);
  return `${prefix}1${[...words, ...checksum].map((word) => CHARSET[word]).join('')}`;
}

/** The bytes of a bech32 text under `prefix` (any length: Cardano's exceed BIP 173's 90), or null. */
export function bech32Decode(prefix: string, text: string): Buffer | null {
  if (text !== text.toLowerCase() || !text.startsWith(`${prefix}1`)) return null;
  const words = [...text.slice(prefix.length + 1)].map((char) => CHARSET.indexOf(char));
  if (words.length < CHECKSUM_LENGTH + 1 || words.includes(-1)) return null;
  if (polymod([...expandPrefix(prefix), ...words]) !== BECH32) return null;
  const bytes = toBytes(words.slice(0, -CHECKSUM_LENGTH));
  return bytes ? Buffer.from(bytes) : null;
}
