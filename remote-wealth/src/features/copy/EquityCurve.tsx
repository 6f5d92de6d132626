import { useMemo } from 'react';
import { LineChart } from '@h5/shared/chart';
import type { CopyLeadProfile } from '@h5/shared/contract';
import { formatDate } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';
import { compareDecimal, maxDecimal, minDecimal } from '@h5/shared/money';
import { money } from './figures';

/**
 * A lead's equity at each day's end over 90 days, on the kernel's line chart: green when it ends
 * at or above where it started, red below. Screen readers hear the first and last days, the
 * equity at each and its lowest and highest.
 */
/** The places the curve's scale is read at. */
const SCALE_PLACES = 2;

export function EquityCurve({ curve, currency, decimals }: { curve: CopyLeadProfile['curve']; currency: string; decimals: number }) {
  const { t } = useTranslation('wealth');
  const points = useMemo(() => curve.map(({ time, equity }) => ({ time, value: equity })), [curve]);
  const first = curve[0];
  const last = curve[curve.length - 1];
  if (!first || !last) return <p className="wl-curve__none">{t('copy.profile.noCurve')}</p>;
  const equities = curve.map((point) => point.equity);
  const shown = (value: string) => money(value, currency, decimals);
  const summary = t('copy.profile.curveSummary', {
    from: formatDate(first.time * 1000),
    to: formatDate(last.time * 1000),
    first: shown(first.equity),
    last: shown(last.equity),
    low: shown(equities.reduce(minDecimal)),
    high: shown(equities.reduce(maxDecimal)),
  });
  const tone = compareDecimal(last.equity, first.equity) >= 0 ? 'up' : 'down';
  // The scale reads in cents: six places of USDT would take half a phone's width for a shape; the
  // summary above gives each figure at the currency's places.
  return <LineChart points={points} decimals={Math.min(decimals, SCALE_PLACES)} tone={tone} label={summary} />;
}
