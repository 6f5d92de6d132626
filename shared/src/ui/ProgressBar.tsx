import type { HTMLAttributes } from 'react';

interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How much is done, 0 to 1 (clamped). */
  share: number;
}

/**
 * A thin progress bar. Its fill is scaled (a transform), not sized, so a bar that moves every
 * second (an option's countdown) is animated by the compositor with no layout or repaint.
 */
export function ProgressBar({ share, className, ...rest }: ProgressBarProps) {
  const scale = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  return (
    <div className={`h5-progress${className ? ` ${className}` : ''}`} {...rest}>
      <span className="h5-progress__fill" style={{ transform: `scaleX(${scale})` }} />
    </div>
  );
}
