import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from '@h5/shared/i18n';

const THRESHOLD = 60;
const MAX_PULL = 100;
const DONE_MS = 500;

type Phase = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/**
 * Pull down at the top of the page to refresh. Written here, not taken from antd-mobile, so
 * the pages that load first do not carry an animation and gesture library for one gesture.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('common');
  const [pull, setPull] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const start = useRef<number | null>(null);

  const onTouchStart = (e: TouchEvent) => {
    if (phase === 'refreshing' || window.scrollY > 0) return;
    start.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current === null) return;
    const dy = (e.touches[0]?.clientY ?? start.current) - start.current;
    if (dy <= 0) {
      setPull(0);
      setPhase('idle');
      return;
    }
    // Resistance: the further the pull, the less it moves.
    const distance = Math.min(MAX_PULL, dy * 0.5);
    setPull(distance);
    setPhase(distance >= THRESHOLD ? 'canRelease' : 'pulling');
  };
  const onTouchEnd = async () => {
    start.current = null;
    if (phase !== 'canRelease') {
      setPull(0);
      setPhase('idle');
      return;
    }
    setPhase('refreshing');
    setPull(THRESHOLD);
    try {
      await onRefresh();
    } finally {
      setPhase('complete');
      setTimeout(() => {
        setPull(0);
        setPhase('idle');
      }, DONE_MS);
    }
  };

  const label = phase === 'idle' ? '' : t(`refresh.${phase}`);
  return (
    <div className="h5-ptr" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      <div className="h5-ptr__head" style={{ height: pull }} aria-live="polite">
        {label && <span>{label}</span>}
      </div>
      {children}
    </div>
  );
}
