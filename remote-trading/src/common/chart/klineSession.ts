/**
 * One chart session: a pair and a period on the chart. It loads the newest page, follows the
 * pair's `kline:<SYMBOL>:<period>` channel (socket ticks go straight to the chart, never
 * through React), pages older history in as the user scrolls back, and tells the legend which
 * candle to show. Switching pair or period stops the session and starts another.
 */
import { klineChannel, type ChartPeriod } from '@h5/shared/constants';
import type { Candle } from '@h5/shared/contract';
import { isIntraday, timeShift, type VolumeColors } from './candles';
import { failed, mergeCandles, nextBefore, CANDLES_PER_PAGE, pagerOver, received, requested, type PagerState } from './historyPager';
import { KlineData, type LiveChange } from './klineData';
import type { LegendStore } from './legendStore';

/** Where the session draws: the chart, behind `useKlineChart` (a recording fake in tests). */
export interface ChartSink {
  /** Clears every series and shows candles, or the time-share line; intraday periods show times. */
  reset(mode: { line: boolean; intraday: boolean }): void;
  /** Hands every series its data; `fresh` data (a new pair or period) also resets the zoom. */
  setData(data: KlineData, fresh: boolean): void;
  /** Moves the newest point of every series. */
  update(change: LiveChange): void;
  /** The logical index of the first visible bar (0 = the oldest held), null before any data. */
  firstVisibleIndex(): number | null;
}

export interface CandleRequest {
  symbol: string;
  period: ChartPeriod;
  before?: number;
  limit: number;
}

/** A page of candles, oldest first, or null when the request failed. */
export type LoadCandles = (request: CandleRequest) => Promise<Candle[] | null>;

export type SubscribeFn = <T>(channel: string, handler: (data: T) => void) => () => void;

export interface ChartStatus {
  phase: 'loading' | 'ready' | 'empty' | 'error';
  /** A page of older candles is on its way. */
  older: boolean;
}

export interface SessionDeps {
  load: LoadCandles;
  subscribe: SubscribeFn;
  onStatus: (status: ChartStatus) => void;
  legend: LegendStore;
  /** Seconds added to wire times (default: the phone's UTC offset for intraday periods). */
  shift?: number;
}

/** Live candles kept while the first page is on its way (the newest few are enough). */
const PENDING_MAX = 16;

export class KlineSession {
  readonly data: KlineData;
  private pager: PagerState = pagerOver([]);
  private pending: Candle[] = [];
  private loaded = false;
  private stopped = false;
  private hovered: number | null = null;
  /** Counts data replacements: a page asked for before one is not merged into what replaced it. */
  private generation = 0;
  private status: ChartStatus = { phase: 'loading', older: false };
  private unsubscribe: () => void = () => undefined;

  constructor(
    private readonly sink: ChartSink,
    readonly symbol: string,
    readonly period: ChartPeriod,
    colors: VolumeColors,
    private readonly deps: SessionDeps,
  ) {
    this.data = new KlineData(deps.shift ?? timeShift(period), colors, period === 'timeshare');
  }

  get channel(): string {
    return klineChannel(this.symbol, this.period);
  }

  start(): void {
    this.sink.reset({ line: this.period === 'timeshare', intraday: isIntraday(this.period) });
    this.deps.legend.set(null);
    this.deps.onStatus(this.status);
    this.unsubscribe = this.deps.subscribe<Candle>(this.channel, (candle) => this.onLive(candle));
    void this.loadNewest();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
  }

  private async loadNewest(): Promise<void> {
    const page = await this.deps.load({ symbol: this.symbol, period: this.period, limit: CANDLES_PER_PAGE });
    if (this.stopped) return;
    if (!page) {
      this.setStatus({ phase: 'error', older: false });
      return;
    }
    // Ticks that came while the page was on its way are newer than it.
    this.replaceAll(mergeCandles(page, this.pending));
    this.pending = [];
  }

  /** Shows exactly `candles` (time order), as after a first page: the benchmark's way in too. */
  replaceAll(candles: readonly Candle[]): void {
    this.data.replace(candles);
    this.generation += 1;
    this.loaded = true;
    this.hovered = null;
    this.pager = pagerOver(this.data.candles);
    this.sink.setData(this.data, true);
    this.publishLegend();
    this.setStatus({ phase: this.data.length > 0 ? 'ready' : 'empty', older: false });
    this.checkPaging();
  }

  /** A candle from the socket. */
  onLive(candle: Candle): void {
    if (this.stopped) return;
    if (!this.loaded) {
      this.pending.push(candle);
      if (this.pending.length > PENDING_MAX) this.pending.shift();
      return;
    }
    const change = this.data.apply(candle);
    if (!change) return;
    this.sink.update(change);
    if (this.hovered === null) this.publishLegend();
    if (this.status.phase === 'empty') this.setStatus({ ...this.status, phase: 'ready' });
  }

  /** The visible range moved (scroll, zoom, resize, new data): page in older candles if near the start. */
  onRangeChange(): void {
    this.checkPaging();
  }

  /** The crosshair is over bar `index` (null: it left the chart). */
  showIndex(index: number | null): void {
    this.hovered = index !== null && index >= 0 && index < this.data.length ? Math.round(index) : null;
    this.publishLegend();
  }

  private checkPaging(): void {
    if (!this.loaded || this.stopped) return;
    const before = nextBefore(this.pager, this.sink.firstVisibleIndex());
    if (before === null) return;
    this.pager = requested(this.pager, before);
    this.setStatus({ ...this.status, older: true });
    const generation = this.generation;
    void this.deps.load({ symbol: this.symbol, period: this.period, before, limit: CANDLES_PER_PAGE }).then((page) => {
      if (this.stopped || generation !== this.generation) return;
      if (!page) {
        this.pager = failed(this.pager, before);
        this.setStatus({ ...this.status, older: false });
        return;
      }
      this.pager = received(this.pager, before, page);
      if (this.data.prepend(page) > 0) {
        // Indices moved by the page's length: the crosshair's next move names its bar again.
        this.hovered = null;
        this.sink.setData(this.data, false);
        this.publishLegend();
      }
      this.setStatus({ ...this.status, older: false });
      // The chart may still show the start (a short history on a wide screen): ask again.
      this.checkPaging();
    });
  }

  private publishLegend(): void {
    const index = this.hovered ?? this.data.length - 1;
    const candle = this.data.candles[index];
    const chartTime = this.data.chartTime(index);
    this.deps.legend.set(
      candle && chartTime !== undefined ? { candle, chartTime, ma: this.data.maAt(index), latest: this.hovered === null } : null,
    );
  }

  private setStatus(status: ChartStatus): void {
    if (status.phase === this.status.phase && status.older === this.status.older) return;
    this.status = status;
    this.deps.onStatus(status);
  }
}
