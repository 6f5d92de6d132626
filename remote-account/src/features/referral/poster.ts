/**
 * The invitation poster, drawn in the browser: the brand, the offer, the user's QR code (their
 * link), their code and, for a partner, the authorization code. 750 x 1334 px, a phone screen at
 * 2x, so it stays sharp when saved.
 */
import { qrModules } from '../../common/qr';

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1334;
/** The quiet zone around the code, in modules: what scanners need to find it. */
const QUIET = 4;

export interface PosterText {
  brand: string;
  heading: string;
  offer: string;
  codeLabel: string;
  code: string;
  authorization: string | null;
  scan: string;
  link: string;
}

/** Lines of `text` no wider than `width` at the context's font, broken at spaces (or anywhere, for scripts without them). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const words = /\s/.test(text) ? text.split(/(?<=\s)/) : [...text];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && context.measureText(line + word).width > width) {
      lines.push(line.trimEnd());
      line = word.trimStart();
    } else {
      line += word;
    }
  }
  if (line) lines.push(line.trimEnd());
  return lines;
}

/** Draws the poster on a new canvas. */
export function drawPoster(text: PosterText): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const center = POSTER_WIDTH / 2;
  const background = context.createLinearGradient(0, 0, 0, POSTER_HEIGHT);
  background.addColorStop(0, '#1e232d');
  background.addColorStop(1, '#0e1117');
  context.fillStyle = background;
  context.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  context.textAlign = 'center';
  context.textBaseline = 'top';
  const font = (size: number, weight = 400) => `${weight} ${size}px -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif`;

  context.fillStyle = '#f0b90b';
  context.font = font(40, 700);
  context.fillText(text.brand, center, 96);
  context.fillStyle = '#eaecef';
  context.font = font(52, 700);
  let y = 190;
  for (const line of wrap(context, text.heading, 640)) {
    context.fillText(line, center, y);
    y += 66;
  }
  context.fillStyle = '#b4bac4';
  context.font = font(30);
  y += 18;
  for (const line of wrap(context, text.offer, 620)) {
    context.fillText(line, center, y);
    y += 42;
  }

  // The code on white, with its quiet zone, so any scanner reads it.
  const modules = qrModules(text.link);
  const box = 420;
  const cell = Math.floor(box / (modules.length + QUIET * 2));
  const side = cell * (modules.length + QUIET * 2);
  const left = Math.round(center - side / 2);
  const top = Math.max(y + 40, 560);
  context.fillStyle = '#ffffff';
  context.fillRect(left, top, side, side);
  context.fillStyle = '#000000';
  modules.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (dark) context.fillRect(left + (col + QUIET) * cell, top + (row + QUIET) * cell, cell, cell);
    }),
  );

  y = top + side + 40;
  context.fillStyle = '#b4bac4';
  context.font = font(28);
  context.fillText(text.scan, center, y);
  context.fillStyle = '#eaecef';
  context.font = font(34, 600);
  context.fillText(`${text.codeLabel}: ${text.code}`, center, y + 56);
  if (text.authorization) {
    context.fillStyle = '#f0b90b';
    context.font = font(28, 600);
    context.fillText(text.authorization, center, y + 108);
  }
  return canvas;
}

/** The canvas as a PNG file. */
export function posterPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}
