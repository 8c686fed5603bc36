/**
 * The one seeded pseudo-random generator (mulberry32) of the site, the game rules and the content engine, with the
 * helpers built on it. Pure and import-free, so server functions deploy it alone and the browser shares it through
 * the contract. The state is a plain 32-bit number so machines can keep it in their context and stay replayable.
 */

/** A source of random numbers in [0, 1). */
export type RandomSource = () => number;

/** One mulberry32 step: the value in [0, 1) and the next state. Pure: the same state always gives the same pair. */
export function nextRandom(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

/** A seeded random source in [0, 1): the same seed (any integer, taken modulo 2^32) gives the same sequence. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    const step = nextRandom(state);
    state = step.state;
    return step.value;
  };
}

/** An integer in [min, max] (both inclusive) drawn from `random`. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Picks one element uniformly with the given random source; throws on an empty list. */
export function pick<T>(items: readonly T[], random: RandomSource): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}

/** A shuffled copy (Fisher–Yates) drawn from `random`. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The seed of the game after the one played with `seed` (a new board or deck from a plain number). */
export function nextSeed(seed: number): number {
  return Math.floor(nextRandom(seed >>> 0).value * 4294967296) >>> 0;
}

/** Parses a `?seed=` value: a non-negative integer below 2^32, otherwise undefined. */
export function parseSeed(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value <= 0xffffffff ? value : undefined;
}

/** A fresh random 32-bit seed from the platform's cryptographic source (Web Crypto, in browsers, Node and Deno). */
export function randomSeed(): number {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0] ?? 0;
}
