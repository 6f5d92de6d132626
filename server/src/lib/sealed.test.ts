import { createSealer } from './sealed';

describe('sealed secrets', () => {
  const sealer = createSealer('a'.repeat(64));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = sealer.seal('JBSWY3DPEHPK3PXP');
    expect(sealer.open(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealer.seal('JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses text sealed under another key or altered', () => {
    const sealed = sealer.seal('secret');
    expect(() => createSealer('b'.repeat(64)).open(sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes.writeUInt8((bytes.at(-1) ?? 0) ^ 1, bytes.length - 1);
    expect(() => sealer.open(bytes.toString('base64'))).toThrow();
  });
});
