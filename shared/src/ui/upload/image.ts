/**
 * What the upload field does to a picture before sending it: refuse what cannot be sent, and
 * shrink the rest. The decisions are pure functions (tested); the canvas calls stay thin.
 */

/** The largest file the field accepts, before compression (the spec's "maximum file size"). */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** Proofs and ID photos stay legible at this size; phone cameras give three times more. */
export const MAX_SIDE = 1600;
export const JPEG_QUALITY = 0.8;

export type Refusal = 'notImage' | 'tooLarge';

/**
 * Why a picked file cannot be sent, or null. Only raster images: an SVG is "image/*" but no
 * photo, and cannot be drawn to a canvas reliably.
 */
export function refusalOf(file: { type: string; size: number }, maxBytes: number = DEFAULT_MAX_BYTES): Refusal | null {
  if (!/^image\//.test(file.type) || file.type === 'image/svg+xml') return 'notImage';
  return file.size > maxBytes ? 'tooLarge' : null;
}

export interface Size {
  width: number;
  height: number;
}

/** The picture's size once its long side is at most `maxSide`, proportions kept, never enlarged. */
export function targetSize({ width, height }: Size, maxSide: number = MAX_SIDE): Size {
  const long = Math.max(width, height);
  if (long <= maxSide || long <= 0) return { width, height };
  const scale = maxSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Which blob to send: the smallest encoding, or the original when it is smaller still and did
 * not need scaling down (a small PNG screenshot often beats its JPEG).
 */
export function pickSmallest(original: Blob, encoded: ReadonlyArray<Blob | null>, scaled: boolean): Blob {
  const candidates = [...(scaled ? [] : [original]), ...encoded.filter((blob): blob is Blob => blob !== null)];
  return candidates.reduce<Blob | null>((best, blob) => (best === null || blob.size < best.size ? blob : best), null) ?? original;
}

// ---- the browser part --------------------------------------------------------------------

type Decoded = { source: CanvasImageSource; size: Size; close: () => void };

async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, close: () => bitmap.close() };
  } catch {
    return null;
  }
}

const encode = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The picture to upload: scaled so its long side is at most 1600 px and encoded as JPEG
 * (quality 0.8), or kept as PNG when that is smaller. A picture the browser cannot decode
 * (HEIC on some browsers) goes as it is, for the server to judge.
 */
export async function compressImage(file: Blob, maxSide: number = MAX_SIDE): Promise<Blob> {
  const decoded = await decode(file);
  if (!decoded) return file;
  try {
    const size = targetSize(decoded.size, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    const jpeg = await encode(canvas, 'image/jpeg', JPEG_QUALITY);
    const png = file.type === 'image/png' ? await encode(canvas, 'image/png') : null;
    const scaled = size.width !== decoded.size.width || size.height !== decoded.size.height;
    return pickSmallest(file, [jpeg, png], scaled);
  } finally {
    decoded.close();
  }
}
