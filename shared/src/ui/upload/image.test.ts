import { DEFAULT_MAX_BYTES, MAX_SIDE, pickSmallest, refusalOf, targetSize } from './image';

const MB = 1024 * 1024;
const blob = (size: number, type = 'image/jpeg') => new Blob([new Uint8Array(size)], { type });

describe('refusalOf', () => {
  it('takes raster images up to 5 MB by default', () => {
    expect(DEFAULT_MAX_BYTES).toBe(5 * MB);
    expect(refusalOf({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(refusalOf({ type: 'image/png', size: 1 })).toBeNull();
    expect(refusalOf({ type: 'image/heic', size: 2 * MB })).toBeNull();
  });

  it('refuses a file over the limit', () => {
    expect(refusalOf({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('tooLarge');
    expect(refusalOf({ type: 'image/png', size: 1001 }, 1000)).toBe('tooLarge');
  });

  it('refuses what is not a raster image, whatever its size', () => {
    expect(refusalOf({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(refusalOf({ type: '', size: 10 })).toBe('notImage');
    expect(refusalOf({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
    expect(refusalOf({ type: 'text/plain', size: 50 * MB })).toBe('notImage');
  });
});

describe('targetSize', () => {
  it('scales the long side down to 1600 px, keeping proportions', () => {
    expect(MAX_SIDE).toBe(1600);
    expect(targetSize({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
    expect(targetSize({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600 });
    expect(targetSize({ width: 3000, height: 3000 })).toEqual({ width: 1600, height: 1600 });
    expect(targetSize({ width: 1601, height: 900 })).toEqual({ width: 1600, height: 899 });
  });

  it('never enlarges, and keeps a very thin picture at least 1 px', () => {
    expect(targetSize({ width: 1600, height: 1000 })).toEqual({ width: 1600, height: 1000 });
    expect(targetSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(targetSize({ width: 20000, height: 2 })).toEqual({ width: 1600, height: 1 });
    expect(targetSize({ width: 800, height: 600 }, 400)).toEqual({ width: 400, height: 300 });
  });
});

describe('pickSmallest', () => {
  const png = blob(300, 'image/png');

  it('keeps a small unscaled PNG when its JPEG is larger', () => {
    expect(pickSmallest(png, [blob(500), blob(400, 'image/png')], false)).toBe(png);
  });

  it('takes the JPEG when smaller, or the re-encoded PNG when that is smaller still', () => {
    const jpeg = blob(200);
    expect(pickSmallest(png, [jpeg, null], false)).toBe(jpeg);
    const smallPng = blob(100, 'image/png');
    expect(pickSmallest(png, [jpeg, smallPng], true)).toBe(smallPng);
  });

  it('never sends the original once it had to be scaled down', () => {
    const jpeg = blob(900);
    expect(pickSmallest(blob(10), [jpeg], true)).toBe(jpeg);
  });

  it('falls back to the original when the canvas gave nothing', () => {
    expect(pickSmallest(png, [null, null], true)).toBe(png);
  });
});
