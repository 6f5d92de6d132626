import { randomBytes } from 'node:crypto';
import { base58checkDecode, base58checkEncode, base58Decode, base58Encode } from './base58';
import { chainFormat, isValidAddress } from './chain-address';

/** Every base58 character but `char`: a substitute that changes the text. */
const otherChar = (char: string) => (char === 'z' ? 'y' : 'z');
const spoil = (text: string, at: number) => `${text.slice(0, at)}${otherChar(text[at] ?? '')}${text.slice(at + 1)}`;

describe('base58', () => {
  it('round-trips bytes, leading zeros included', () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from([0, 0, 1, 2]), randomBytes(25)]) {
      expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    }
    expect(base58Encode(Buffer.from([0, 0, 0]))).toBe('111');
    expect(base58Decode('0OIl')).toBeNull();
  });

  it('checks the double-SHA-256 checksum', () => {
    const payload = randomBytes(21);
    const text = base58checkEncode(payload);
    expect(base58checkDecode(text)).toEqual(payload);
    for (let at = 0; at < text.length; at++) expect(base58checkDecode(spoil(text, at))).toBeNull();
  });
});

describe('TRC20 addresses', () => {
  const tron = (payload: Buffer) => base58checkEncode(Buffer.concat([Buffer.from([0x41]), payload]));

  it('accepts base58check of 0x41 + 20 bytes, which starts with T', () => {
    for (let i = 0; i < 50; i++) {
      const address = tron(randomBytes(20));
      expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(isValidAddress('TRC20', address)).toBe(true);
    }
    expect(chainFormat('TRC20')?.encode(Buffer.alloc(20, 7))).toBe(tron(Buffer.alloc(20, 7)));
  });

  it('refuses a changed character, a wrong prefix byte, a wrong length and junk', () => {
    const address = tron(randomBytes(20));
    expect(isValidAddress('TRC20', spoil(address, 10))).toBe(false);
    expect(isValidAddress('TRC20', spoil(address, address.length - 1))).toBe(false);
    expect(isValidAddress('TRC20', base58checkEncode(Buffer.concat([Buffer.from([0x00]), randomBytes(20)])))).toBe(false);
    expect(isValidAddress('TRC20', tron(randomBytes(19)))).toBe(false);
    expect(isValidAddress('TRC20', tron(randomBytes(21)))).toBe(false);
    for (const junk of ['', 'T', 'T123', `0x${'a'.repeat(40)}`, address.toLowerCase(), ` ${address}`]) {
      expect(isValidAddress('TRC20', junk)).toBe(false);
    }
  });
});

describe('other chains', () => {
  it('checks the form of ERC20 and BEP20 addresses', () => {
    const address = `0x${randomBytes(20).toString('hex')}`;
    expect(isValidAddress('ERC20', address)).toBe(true);
    expect(isValidAddress('BEP20', address)).toBe(true);
    expect(isValidAddress('ERC20', address.slice(0, -1))).toBe(false);
    expect(isValidAddress('ERC20', `0x${'g'.repeat(40)}`)).toBe(false);
  });

  it('checks Bitcoin legacy and segwit addresses', () => {
    const legacy = chainFormat('BTC')?.encode(randomBytes(20)) ?? '';
    expect(isValidAddress('BTC', legacy)).toBe(true);
    expect(isValidAddress('BTC', spoil(legacy, 5))).toBe(false);
    // BIP 173's own test vector for a version 0 witness program.
    const segwit = 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4';
    expect(isValidAddress('BTC', segwit)).toBe(true);
    expect(isValidAddress('BTC', segwit.toLowerCase())).toBe(true);
    expect(isValidAddress('BTC', segwit.replace('W508', 'W509'))).toBe(false);
    expect(isValidAddress('BTC', `bc1${segwit.slice(3)}`)).toBe(false);
  });

  it('checks that a Solana address is 32 bytes of base58', () => {
    expect(isValidAddress('SOL', chainFormat('SOL')?.encode(randomBytes(32)) ?? '')).toBe(true);
    expect(isValidAddress('SOL', base58Encode(randomBytes(20)))).toBe(false);
  });

  it('checks Litecoin, Dogecoin and XRP Ledger addresses, and knows them from real ones', () => {
    // Public addresses of each chain (the XRP Ledger's genesis account among them).
    const real: [string, string][] = [
      ['LTC', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'],
      ['DOGE', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
      ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
    ];
    for (const [chain, address] of real) {
      expect(isValidAddress(chain, address)).toBe(true);
      expect(isValidAddress(chain, spoil(address, 8))).toBe(false);
    }
    expect(isValidAddress('LTC', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L')).toBe(false);
    expect(isValidAddress('DOGE', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9')).toBe(false);
    expect(chainFormat('XRP')?.encode(randomBytes(20))).toMatch(/^r/);
    expect(chainFormat('LTC')?.encode(randomBytes(20))).toMatch(/^L/);
    expect(chainFormat('DOGE')?.encode(randomBytes(20))).toMatch(/^D/);
  });

  it('checks Polkadot SS58 and Cardano bech32 addresses (CIP-19 vectors)', () => {
    const polkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
    expect(isValidAddress('DOT', polkadot)).toBe(true);
    expect(isValidAddress('DOT', spoil(polkadot, 10))).toBe(false);
    const enterprise = 'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8';
    const base = 'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x';
    expect(isValidAddress('ADA', enterprise)).toBe(true);
    expect(isValidAddress('ADA', base)).toBe(true);
    expect(isValidAddress('ADA', enterprise.replace('x2f', 'x3f'))).toBe(false);
    expect(isValidAddress('ADA', enterprise.toUpperCase())).toBe(false);
  });

  it('takes a legacy Litecoin address that happens to start like a segwit one', () => {
    // Base58check of 0x30 and these hashes: L-addresses whose first letters read "LTC1" and "LTc1".
    expect(isValidAddress('LTC', chainFormat('LTC')?.encode(Buffer.from('5762ce6bdb3a77420d2cfac2bc5b63c299a7aaab', 'hex')) ?? '')).toBe(true);
    expect(isValidAddress('LTC', chainFormat('LTC')?.encode(Buffer.from('5bece3ef6255c9a1587f436712d9381ecaba4b8e', 'hex')) ?? '')).toBe(true);
    expect(isValidAddress('LTC', 'LTC1R5yjwzzsBMTKG81jMeQiG5RGpJ6HM6')).toBe(true);
    expect(isValidAddress('LTC', 'LTC1R5yjwzzsBMTKG81jMeQiG5RGpJ6HM7')).toBe(false);
  });

  it('makes addresses that its own check accepts, on every chain it knows', () => {
    for (const chain of ['TRC20', 'ERC20', 'BEP20', 'AVAXC', 'BTC', 'LTC', 'DOGE', 'XRP', 'DOT', 'ADA', 'SOL']) {
      const format = chainFormat(chain);
      for (let i = 0; i < 20; i++) expect([chain, isValidAddress(chain, format?.encode(randomBytes(format.payloadBytes)) ?? '')]).toEqual([chain, true]);
    }
  });

  it('knows no other chain', () => {
    expect(chainFormat('XLM')).toBeNull();
    expect(isValidAddress('XLM', 'G123')).toBe(false);
  });
});
