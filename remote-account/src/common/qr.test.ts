import { qrModules, qrPath } from './qr';

describe('QR code', () => {
  it('draws one unit square per dark module, offset by the quiet zone', () => {
    expect(qrPath([[true, false], [false, true]], 4)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
    expect(qrPath([[false]], 0)).toBe('');
  });

  it('encodes a TRC20 address in a square code with the three finder patterns', () => {
    const modules = qrModules('TXYZa1b2c3d4e5f6g7h8i9j1k2L3m4N5o6');
    const n = modules.length;
    expect(n).toBeGreaterThanOrEqual(25);
    expect(modules.every((row) => row.length === n)).toBe(true);
    // Each finder's corner is dark: top-left, top-right, bottom-left.
    expect([modules[0]![0], modules[0]![n - 1], modules[n - 1]![0]]).toEqual([true, true, true]);
    expect(qrModules('same')).toEqual(qrModules('same'));
  });
});
