import type { CSSProperties } from 'react';
import { hueOf, initialsOf } from './avatar';
import './copy.css';

export function TraderAvatar({ name }: { name: string }) {
  // Only the hue is per trader; lightness and saturation sit in the stylesheet, tuned to the dark theme.
  const style = { '--wl-avatar-hue': hueOf(name) } as CSSProperties;
  return (
    <span className="wl-avatar" style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
