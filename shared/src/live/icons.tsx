/**
 * The pictures account events are shown with: small line drawings of our own on a 24 x 24 grid,
 * in the text colour they are given (no icon font, nothing fetched). Which kind gets which is
 * the kernel's one map, `EVENT_KIND_LOOK` (`@h5/shared/contract`). A subpath of its own
 * (`@h5/shared/live/icons`): only the pages that show them download the drawings.
 */
import { EVENT_KIND_LOOK, type AccountEventKind, type EventIcon } from '@h5/shared/contract';

/** Each icon's strokes (one SVG path); a name added to `EVENT_ICONS` without one fails the typecheck. */
export const EVENT_ICON_PATHS: Readonly<Record<EventIcon, string>> = {
  // A circle with a tick: an order filled.
  fill: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12.5l2.8 2.8L16.5 9.5',
  // A circle with a cross: an order cancelled, its money back.
  cancel: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 9l6 6M15 9l-6 6',
  // A rising line from an axis, its arrow head: a position opened.
  positionOpen: 'M4 20h16M5 16l4.5-4.5 3 3L19 8M14.5 8H19v4.5',
  // The line ending at a flag: a position closed.
  positionClose: 'M4 20h16M5 16l4-4 3 3 3-3M17 15V4l4 2-4 2',
  // A clock: a timed option delivered.
  option: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3.5 2',
  // An arrow down onto a tray: money in.
  deposit: 'M12 3v12M7 10l5 5 5-5M4 16v4h16v-4',
  // An arrow up out of a tray: money out.
  withdrawal: 'M12 15V3M7 8l5-5 5 5M4 16v4h16v-4',
  // A shield with a tick: an identity review.
  identity: 'M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6zM9 12l2 2 4-4',
  // Two arrows, one each way: a transfer between accounts.
  transfer: 'M4 8h15l-4-4M20 16H5l4 4',
  // A stack of coins: income paid.
  dividend: 'M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  // A calendar with a tick: a product matured.
  maturity: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5M9 15.5l2 2 4-4',
  // An arrow turning back: a product redeemed early.
  redemption: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-4',
  // A pie with its slice out: new coins allocated.
  allocation: 'M11 4a8 8 0 1 0 9 9h-9zM14 2.5a7.5 7.5 0 0 1 7.5 7.5H14z',
  // An open padlock: coins released from a lock-up.
  release: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.7-1.5M12 15v2',
  // A parachute carrying a box: an airdrop.
  airdrop: 'M3 11a9 8 0 0 1 18 0M3 11l7.5 7M21 11l-7.5 7M12 11v7M10 18h4v3h-4z',
};

interface EventIconProps {
  kind: AccountEventKind;
  /** Spoken as the picture's name; without it the picture is left out of the accessibility tree. */
  label?: string;
  className?: string;
  size?: number;
}

/** The icon of an event's kind, drawn in `currentColor`. */
export function EventIconView({ kind, label, className, size = 22 }: EventIconProps) {
  const { icon, category } = EVENT_KIND_LOOK[kind];
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      data-icon={icon}
      data-category={category}
      {...named}
    >
      <path d={EVENT_ICON_PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
