import { useEffect, useState } from 'react';
import { formatCountdown, secondsLeft } from '@h5/shared/format';
import { useTranslation } from '@h5/shared/i18n';

/** The time, ticking once a second while `running`. */
export function useNow(running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** Time left until `to` (an ISO time), ticking: "2:05", "3:04:05", or with days "2 days 03:04:05". */
export function Countdown({ to }: { to: string }) {
  const { t } = useTranslation('common');
  const left = secondsLeft(to, useNow());
  const days = Math.floor(left / 86_400);
  const clock = formatCountdown(left % 86_400);
  return <time dateTime={to}>{days > 0 ? t('countdown.days', { count: days, clock: clock.padStart(8, '0') }) : clock}</time>;
}
