import { base58checkDecode, base58checkEncode, base58Decode, base58Encode } from './base58';
import { isSegwitAddress } from './bech32';

/** How one chain writes an address: built from a payload of random bytes, and checked. */
export interface ChainFormat {
  payloadBytes: number;
  encode(payload: Buffer): string;
  isValid(address: string): boolean;
}

const TRON_PREFIX = 0x41;
const BITCOIN_P2PKH = 0x00;
const BITCOIN_P2SH = 0x05;

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
 * Ethereum-style (ERC20, BEP20): 0x + 20 bytes in hex. Mixed-case (EIP-55) checksums need
 * Keccak-256, which node:crypto lacks, so only the form is checked.
 */
const evm: ChainFormat = {
  payloadBytes: 20,
  encode: (payload) => `0x${payload.toString('hex')}`,
  isValid: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
};

/** Bitcoin: legacy base58check (P2PKH, P2SH) or a bech32 segwit address. */
const bitcoin: ChainFormat = {
  payloadBytes: 20,
  encode: (payload) => base58checkEncode(Buffer.concat([Buffer.from([BITCOIN_P2PKH]), payload])),
  isValid(address) {
    if (/^bc1/i.test(address)) return isSegwitAddress('bc', address);
    const payload = base58checkDecode(address);
    return payload?.length === 21 && (payload[0] === BITCOIN_P2PKH || payload[0] === BITCOIN_P2SH);
  },
};

/** Solana: a 32-byte public key in base58 (no checksum exists to check). */
const solana: ChainFormat = {
  payloadBytes: 32,
  encode: (payload) => base58Encode(payload),
  isValid: (address) => address.length >= 32 && address.length <= 44 && base58Decode(address)?.length === 32,
};

const FORMATS: Readonly<Record<string, ChainFormat>> = { TRC20: tron, ERC20: evm, BEP20: evm, BTC: bitcoin, SOL: solana };

export const chainFormat = (chain: string): ChainFormat | null => FORMATS[chain] ?? null;

export const isValidAddress = (chain: string, address: string): boolean => chainFormat(chain)?.isValid(address) ?? false;
