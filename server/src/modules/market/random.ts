import { PI, cos, imul, log, sqrt } from './math';

/** A small seeded generator (mulberry32): the same seed always draws the same market. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One seed per name, so each pair draws its own stream. */
export function seedFor(seed: number, name: string): number {
  let hash = seed >>> 0;
  for (let i = 0; i < name.length; i++) hash = imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** A standard normal draw (Box-Muller). */
export function normal(random: Random): number {
  const u = 1 - random();
  return sqrt(-2 * log(u)) * cos(2 * PI * random());
}
