import { fnv1a } from './index';

describe('fnv1a', () => {
  it('gives the published 32-bit FNV-1a of ASCII text', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('reads a character outside the basic plane as one code point, and stays an unsigned 32-bit number', () => {
    expect(fnv1a('😀')).toBe(Math.imul(0x811c9dc5 ^ 0x1f600, 0x01000193) >>> 0);
    for (const text of ['王小明', 'Alpha Quant', '/h5/index.html abc']) {
      expect(Number.isInteger(fnv1a(text)) && fnv1a(text) >= 0 && fnv1a(text) < 2 ** 32).toBe(true);
    }
  });
});
