import { useState } from 'react';
import { parseSeed, seededRandom, type RandomSource } from '../../../engines/shared-random';

/**
 * The random source a game screen injects into its machine: seeded from the page's `?seed=N` query parameter
 * (a whole number below 2^32: the same seed replays the same game, for tests and shared links), else `Math.random`.
 * Created once per mounted screen.
 */
export function useSeededRandom(): RandomSource {
  const [random] = useState<RandomSource>(() => {
    const seed = typeof window === 'undefined' ? undefined : parseSeed(new URLSearchParams(window.location.search).get('seed'));
    return seed === undefined ? Math.random : seededRandom(seed);
  });
  return random;
}
