// The secret's rules live in the contract, so the game-session function answers guesses with this same copy.
export { numberGuessMax, numberGuessMin, type GuessHint } from '../../supabase/functions/_shared/contract/number-guess-rules';
import type { GuessHint } from '../../supabase/functions/_shared/contract/number-guess-rules';

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
