/** One event of a Chromium trace, as the benches read them (complete events carry `dur`, in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time of a complete event. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string; functionName?: string } };
}
