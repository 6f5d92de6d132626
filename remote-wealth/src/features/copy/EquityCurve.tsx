import { useId } from 'react';
import type { CopyLeadProfile } from '@h5/shared/contract';
import { formatDate, formatLimit } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { compareDecimal, divideTo, subDecimal } from '@h5/shared/money';

const WIDTH = 300;
const HEIGHT = 120;

type Point = CopyLeadProfile['curve'][number];

const lowest = (values: readonly string[]) => values.reduce((a, b) => (compareDecimal(a, b) <= 0 ? a : b));
const highest = (values: readonly string[]) => values.reduce((a, b) => (compareDecimal(a, b) >= 0 ? a : b));

/** The curve's lowest and highest equity, and where each point sits: x by its place, y between those two. */
export function curveShape(curve: readonly Point[]): { low: string; high: string; points: Array<[number, number]> } {
  if (!curve.length) return { low: '0', high: '0', points: [] };
  const equities = curve.map((point) => point.equity);
  const low = lowest(equities);
  const high = highest(equities);
  const range = subDecimal(high, low);
  const flat = compareDecimal(range, '0') === 0;
  const step = curve.length > 1 ? WIDTH / (curve.length - 1) : 0;
  const points = curve.map((point, index): [number, number] => {
    // A place on the screen, not money: a number is what a drawing takes.
    const share = flat ? 0.5 : Number(divideTo(subDecimal(point.equity, low), range, 4, 'floor'));
    return [Number((index * step).toFixed(2)), Number(((1 - share) * HEIGHT).toFixed(2))];
  });
  return { low, high, points };
}

/**
 * A lead's equity at each day's end over 90 days, drawn as a line over its area (the kernel has
 * no chart of its own; remote-trading's lightweight-charts wrapper is for candles), with the
 * highest and lowest values and the first and last days written beside it.
 */
export function EquityCurve({ curve, currency, decimals }: { curve: CopyLeadProfile['curve']; currency: string; decimals: number }) {
  const { t } = useTranslation('wealth');
  // An id fit for url(#...): React's own carries characters a reference does not take.
  const gradient = `wl-curve-${useId().replace(/[^\w-]/g, '')}`;
  const first = curve[0];
  const last = curve[curve.length - 1];
  if (!first || !last) return <p className="wl-curve__none">{t('copy.profile.noCurve')}</p>;
  const { low, high, points } = curveShape(curve);
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const area = `M0,${HEIGHT} L${line.replace(/ /g, ' L')} L${WIDTH},${HEIGHT} Z`;
  const shown = (value: string) => `${formatLimit(value, decimals)}\u00a0${currency}`;
  const tone = compareDecimal(last.equity, first.equity) >= 0 ? 'up' : 'down';
  const from = formatDate(first.time * 1000);
  const to = formatDate(last.time * 1000);
  return (
    <figure className={`wl-curve wl-curve--${tone}`}>
      <span className="wl-curve__scale" aria-hidden="true">
        {shown(high)}
      </span>
      <svg
        className="wl-curve__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('copy.profile.curveSummary', { from, to, first: shown(first.equity), last: shown(last.equity), low: shown(low), high: shown(high) })}
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" className="wl-curve__fill-top" />
            <stop offset="1" className="wl-curve__fill-bottom" />
          </linearGradient>
        </defs>
        <path d={area} fill={`url(#${gradient})`} />
        <polyline points={line} className="wl-curve__line" fill="none" vectorEffect="non-scaling-stroke" />
      </svg>
      <span className="wl-curve__scale" aria-hidden="true">
        {shown(low)}
      </span>
      <figcaption className="wl-curve__dates" aria-hidden="true">
        <span>{from}</span>
        <span>{to}</span>
      </figcaption>
    </figure>
  );
}
