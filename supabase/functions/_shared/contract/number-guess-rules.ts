/**
 * Number-guess rules shared by the game (engines/number-guess re-exports them) and the game-session function, which
 * keeps the secret and answers the guesses on the server.
 */

/** Smallest secret number and guess (spec §9). */
export const numberGuessMin = 1;
/** Largest secret number and guess (spec §9). */
export const numberGuessMax = 100;

/** What a guess says about the secret. */
export type GuessHint = 'too_low' | 'too_high' | 'correct';

/** A secret number in 1–100 from a uniform random number in [0, 1). */
export function secretFromRandom(random: number): number {
  const span = numberGuessMax - numberGuessMin + 1;
  return numberGuessMin + Math.min(span - 1, Math.max(0, Math.floor(random * span)));
}

/** Too low, too high or correct. */
export function judgeGuess(secret: number, guess: number): GuessHint {
  if (guess < secret) return 'too_low';
  if (guess > secret) return 'too_high';
  return 'correct';
}
