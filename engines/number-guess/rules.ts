import { numberGuessMax, numberGuessMin, type GuessHint, type GuessRange } from './config';

export { judgeGuess, secretFromRandom } from '../../supabase/functions/_shared/contract/number-guess-rules';

/** The guess typed into the box as a whole number from 1 to 100, or `null` when it is not one (spec §5). */
export function parseGuess(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= numberGuessMin && value <= numberGuessMax ? value : null;
}

/** The full range at the start of a game. */
export function initialRange(): GuessRange {
  return { low: numberGuessMin, high: numberGuessMax };
}

/** The range after a guess and its hint: it only ever narrows. */
export function narrowRange(range: GuessRange, guess: number, hint: GuessHint): GuessRange {
  if (hint === 'too_low') return { low: Math.max(range.low, guess + 1), high: range.high };
  if (hint === 'too_high') return { low: range.low, high: Math.min(range.high, guess - 1) };
  return { low: guess, high: guess };
}
