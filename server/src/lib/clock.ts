/** Where the server reads the time, so tests can move it (code expiry, sessions, market ticks). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that runs with `base` and can be moved forward (never back): days pass in a call. */
export interface ShiftableClock extends Clock {
  /** Moves the clock `ms` forward; returns the new time. */
  advance(ms: number): number;
}

export function shiftableClock(base: Clock = systemClock): ShiftableClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    advance(ms) {
      if (!Number.isInteger(ms) || ms < 0) throw new RangeError(`a clock moves forward by whole milliseconds, not ${ms}`);
      offset += ms;
      return base.now() + offset;
    },
  };
}
