import { createHash } from 'node:crypto';
import { base58checkDecode, base58checkEncode, base58Decode, base58Encode, XRP_ALPHABET } from './base58';
import { bech32Decode, bech32Encode, isSegwitAddress } from './bech32';

/** How one chain writes an address: built from a payload of random bytes, and checked. */
export interface ChainFormat {
  payloadBytes: number;
  encode(payload: Buffer): string;
  isValid(address: string): boolean;
}

const TRON_PREFIX = 0x41;
const BITCOIN_P2PKH = 0x00;
const BITCOIN_P2SH = 0x05;
const XRP_ACCOUNT = 0x00;
/** Cardano's enterprise address on mainnet: header 0x61, then a 28-byte key hash. */
const CARDANO_ENTERPRISE = 0x61;
const POLKADOT_NETWORK = 0x00;

/** TRON (TRC20): base58check of 0x41 + 20 bytes, so the text starts with T. */
const tron: ChainFormat = {
  payloadBytes: 20,
  encode: (payload) => base58checkEncode(Buffer.concat([Buffer.from([TRON_PREFIX]), payload])),
  isValid(address) {
    const payload = address.startsWith('T') ? base58checkDecode(address) : null;
    return payload?.length === 21 && payload[0] === TRON_PREFIX;
  },
};

/**
 * Ethereum-style (ERC20, BEP20, Avalanche C-Chain): 0x + 20 bytes in hex. Mixed-case (EIP-55) checksums need
 * Keccak-256, which node:crypto lacks, so only the form is checked.
 */
const evm: ChainFormat = {
  payloadBytes: 20,
  encode: (payload) => `0x${payload.toString('hex')}`,
  isValid: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
};

/**
 * Bitcoin and its forks: legacy base58check of a version byte and a 20-byte hash (pay to key or
 * to script), or a bech32 segwit address under the chain's prefix when it has one.
 */
function bitcoinLike(versions: { key: number; script: number }, segwitPrefix: string | null): ChainFormat {
  return {
    payloadBytes: 20,
    encode: (payload) => base58checkEncode(Buffer.concat([Buffer.from([versions.key]), payload])),
    isValid(address) {
      // A legacy address may start with the segwit prefix too (Litecoin's "LTc1…"): either form will do.
      if (segwitPrefix && address.toLowerCase().startsWith(`${segwitPrefix}1`) && isSegwitAddress(segwitPrefix, address)) return true;
      const payload = base58checkDecode(address);
      return payload?.length === 21 && (payload[0] === versions.key || payload[0] === versions.script);
    },
  };
}

const bitcoin = bitcoinLike({ key: BITCOIN_P2PKH, script: BITCOIN_P2SH }, 'bc');
/** Litecoin: L… and M…, or ltc1… */
const litecoin = bitcoinLike({ key: 0x30, script: 0x32 }, 'ltc');
/** Dogecoin: D… and A… (no segwit). */
const dogecoin = bitcoinLike({ key: 0x1e, script: 0x16 }, null);

/** XRP Ledger: base58check in the ledger's own alphabet of 0x00 + 20 bytes, so it starts with r. */
const xrp: ChainFormat = {
  payloadBytes: 20,
  encode: (payload) => base58checkEncode(Buffer.concat([Buffer.from([XRP_ACCOUNT]), payload]), XRP_ALPHABET),
  isValid(address) {
    const payload = address.startsWith('r') ? base58checkDecode(address, XRP_ALPHABET) : null;
    return payload?.length === 21 && payload[0] === XRP_ACCOUNT;
  },
};

/** Polkadot's SS58 checksum: the first 2 bytes of BLAKE2b-512 over "SS58PRE", network and key. */
const ss58Checksum = (body: Uint8Array) => createHash('blake2b512').update(Buffer.from('SS58PRE')).update(body).digest().subarray(0, 2);

/** Polkadot: SS58 of network 0 + a 32-byte public key + its checksum, so it starts with 1. */
const polkadot: ChainFormat = {
  payloadBytes: 32,
  encode(payload) {
    const body = Buffer.concat([Buffer.from([POLKADOT_NETWORK]), payload]);
    return base58Encode(Buffer.concat([body, ss58Checksum(body)]));
  },
  isValid(address) {
    const bytes = base58Decode(address);
    if (bytes?.length !== 35 || bytes[0] !== POLKADOT_NETWORK) return false;
    return ss58Checksum(bytes.subarray(0, 33)).equals(bytes.subarray(33));
  },
};

/** Cardano (Shelley): bech32 "addr1…" of a header byte and key hashes (enterprise 29 bytes, base 57). */
const cardano: ChainFormat = {
  payloadBytes: 28,
  encode: (payload) => bech32Encode('addr', Buffer.concat([Buffer.from([CARDANO_ENTERPRISE]), payload])),
  isValid(address) {
    const bytes = bech32Decode('addr', address);
    // The header's low nibble is the network: 1 is mainnet.
    return (bytes?.length === 29 || bytes?.length === 57) && ((bytes[0] ?? 0) & 0x0f) === 1;
  },
};

/** Solana: a 32-byte public key in base58 (no checksum exists to check). */
const solana: ChainFormat = {
  payloadBytes: 32,
  encode: (payload) => base58Encode(payload),
  isValid: (address) => address.length >= 32 && address.length <= 44 && base58Decode(address)?.length === 32,
};

/** By chain code, as `currencies.chains` names them (AVAXC: Avalanche's C-Chain, an EVM chain). */
const FORMATS: Readonly<Record<string, ChainFormat>> = {
  TRC20: tron,
  ERC20: evm,
  BEP20: evm,
  AVAXC: evm,
  BTC: bitcoin,
  LTC: litecoin,
  DOGE: dogecoin,
  XRP: xrp,
  DOT: polkadot,
  ADA: cardano,
  SOL: solana,
};

export const chainFormat = (chain: string): ChainFormat | null => FORMATS[chain] ?? null;

export const isValidAddress = (chain: string, address: string): boolean => chainFormat(chain)?.isValid(address) ?? false;
