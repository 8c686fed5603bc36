import { useState } from 'react';
import { useTheme } from 'next-themes';
import { useSearchParams } from 'react-router-dom';
import { nextSeed, parseSeed, randomSeed, seededRandom, type RandomSource } from '../../../supabase/functions/_shared/contract/seeded-random';

/** What every game screen reads from its address and the site before its machine starts. */
export interface GameSetup {
  /** The first game's seed: `?seed=N` (a whole number below 2^32) when given, else a fresh random one. */
  seed: number;
  /** Whether the page fixed its seed with `?seed=` (tests and shared links replay the same game). */
  fixedSeed: boolean;
  /** The seed of the game after one played with `previous`: the next of a replayable series when fixed, else fresh. */
  seedAfter: (previous: number) => number;
  /** A random source seeded with `seed`, created once per mounted screen, for machines that draw numbers as they go. */
  random: RandomSource;
  /** The Pixi renderer asked for with `?renderer=canvas`, else 'auto' (WebGL with a canvas fallback). */
  renderer: 'canvas' | 'auto';
  /** The site's resolved colour theme, for scenes drawn on a canvas. */
  theme: 'dark' | 'light';
}

/** The one opening block of the six game screens: seed and random source from `?seed=`, renderer from `?renderer=`, theme. */
export function useGameSetup(): GameSetup {
  const [params] = useSearchParams();
  const { resolvedTheme } = useTheme();
  const [fixed] = useState(() => parseSeed(params.get('seed')));
  const [seed] = useState(() => fixed ?? randomSeed());
  const [random] = useState(() => seededRandom(seed));
  const fixedSeed = fixed !== undefined;
  return {
    seed,
    fixedSeed,
    seedAfter: (previous) => (fixedSeed ? nextSeed(previous) : randomSeed()),
    random,
    renderer: params.get('renderer') === 'canvas' ? 'canvas' : 'auto',
    theme: resolvedTheme === 'dark' ? 'dark' : 'light',
  };
}
