import type confettiLibrary from 'canvas-confetti';
import type { Options } from 'canvas-confetti';

/** The library's burst function. */
type Confetti = typeof confettiLibrary;

/** canvas-confetti, loaded once (after first paint or with the first burst). */
let library: Promise<Confetti> | undefined;

/** Starts loading canvas-confetti (idempotent; a failed load is retried on the next call). */
export function preloadConfetti(): Promise<Confetti> {
  library ??= import('canvas-confetti').then(
    (module) => module.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/**
 * Fires a confetti burst (canvas-confetti; it stays still under reduced motion when the options say so). The library
 * is kept off the game's first load: preloadConfetti() fetches it after first paint, so a burst comes at once; a
 * burst that finds it missing waits for it. A failed download only costs the burst.
 */
export function burstConfetti(options: Options): void {
  preloadConfetti().then(
    (confetti) => void confetti(options),
    (error: unknown) => console.warn('Confetti could not be loaded:', error),
  );
}
