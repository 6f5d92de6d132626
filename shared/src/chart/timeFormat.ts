/**
 * Times on a chart's axis, crosshair and legend. Chart times are wire times shifted to the
 * phone's clock where the time of day matters (see remote-trading's `timeShift`) and read back
 * as UTC, so every date part here is a UTC one.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-22 10:31" for intraday points, "2026-11-22" for days, weeks and months. */
export function formatChartTime(chartTime: number, intraday: boolean): string {
  const d = new Date(chartTime * 1000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return intraday ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date;
}

/** What the axis marks at a tick of each weight (lightweight-charts' TickMarkType, 0-4). */
export type TickWeight = 'year' | 'month' | 'day' | 'time';

const monthFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
    cache.set(locale, format);
  }
  return format;
}

/** An axis label: the year, the month's short name, the day ("11/22", "22/11") or the time. */
export function formatTick(chartTime: number, weight: TickWeight, locale: string): string {
  const d = new Date(chartTime * 1000);
  switch (weight) {
    case 'year':
      return String(d.getUTCFullYear());
    case 'month':
      return cached(monthFormats, locale, { month: 'short' }).format(d);
    case 'day':
      return cached(dayFormats, locale, { month: 'numeric', day: 'numeric' }).format(d);
    default:
      return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  }
}
