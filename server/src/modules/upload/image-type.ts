export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

const SIGNATURES: ReadonlyArray<{ mime: ImageMime; matches(bytes: Buffer): boolean }> = [
  { mime: 'image/png', matches: (bytes) => bytes.subarray(0, PNG.length).equals(PNG) },
  { mime: 'image/jpeg', matches: (bytes) => bytes.subarray(0, JPEG.length).equals(JPEG) },
  // RIFF <size> WEBP
  { mime: 'image/webp', matches: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP' },
];

/** What the file's own first bytes say it is; its name and declared type are not asked. */
export function imageTypeOf(bytes: Buffer): ImageMime | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.mime ?? null;
}
