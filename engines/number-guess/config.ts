/** Smallest secret number and guess (spec §9). */
export const numberGuessMin = 1;

/** Largest secret number and guess (spec §9). */
export const numberGuessMax = 100;

/** What a guess says about the secret. */
export type GuessHint = 'too_low' | 'too_high' | 'correct';

/** The numbers the secret can still be, both ends included. */
export interface GuessRange {
  /** Lowest possible secret. */
  low: number;
  /** Highest possible secret. */
  high: number;
}

/** One line of the guess history (spec §3: guess and hint). */
export interface GuessHistoryEntry {
  guess: number;
  hint: GuessHint;
}
