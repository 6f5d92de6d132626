import type { Candle } from '@h5/shared/contract';

/** A candle starting at `time` (seconds) closing at `close`, its other prices around it. */
export const candle = (time: number, close: string, overrides: Partial<Candle> = {}): Candle => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
  ...overrides,
});

/** `count` one-minute candles from `start`, closing at 100, 101, 102… */
export const minutes = (start: number, count: number, firstClose = 100): Candle[] =>
  Array.from({ length: count }, (_, i) => candle(start + i * 60, String(firstClose + i)));
