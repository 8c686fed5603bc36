import { assertEvent, assign, emit, setup } from 'xstate';
import type { GuessHint, GuessHistoryEntry } from '../engines/number-guess/config';
import { initialRange, judgeGuess, narrowRange, parseGuess, secretFromRandom } from '../engines/number-guess/rules';

/** Message keys the number guess shows (translated by the screen). */
export type NumberGuessMessageKey = 'number_guess:invalid';

/** Number-guess context. */
export interface NumberGuessContext {
  /** The number to find, 1–100. */
  secret: number;
  /** Valid guesses so far: the score saved (fewer is better). */
  attempts: number;
  /** Lowest number the secret can still be. */
  low: number;
  /** Highest number the secret can still be. */
  high: number;
  /** Valid guesses with their hints, oldest first. */
  history: GuessHistoryEntry[];
  /** Hint of the last valid guess (drives the status icon); `null` before the first. */
  lastHint: GuessHint | null;
  /** Message under the input after an invalid guess. */
  errorKey: NumberGuessMessageKey | null;
  /** Uniform random numbers in [0, 1) for the secret (injected). */
  random: () => number;
}

/** Events the screen sends. */
export type NumberGuessEvent = { type: 'GUESS'; text: string } | { type: 'RESET' };

/** Emitted when the secret is found: the attempts are the score the leaderboard checks. */
export type NumberGuessEmitted = { type: 'finished'; score: number };

/** Input: the random source. */
export interface NumberGuessInput { random: () => number }

/** A fresh game: a new secret, the full range, nothing guessed. */
function newGame(random: () => number) {
  const { low, high } = initialRange();
  return { secret: secretFromRandom(random()), attempts: 0, low, high, history: [], lastHint: null, errorKey: null };
}

/**
 * Guess the secret number from 1 to 100: only whole numbers 1–100 count; each counted guess adds an attempt,
 * narrows the range and gives a too-low/too-high hint; the right number ends the game (leaderboard check).
 */
export const numberGuessMachine = setup({
  types: {
    context: {} as NumberGuessContext,
    events: {} as NumberGuessEvent,
    input: {} as NumberGuessInput,
    emitted: {} as NumberGuessEmitted,
  },
  guards: {
    isInvalidGuess: ({ event }) => {
      assertEvent(event, 'GUESS');
      return parseGuess(event.text) === null;
    },
    isCorrectGuess: ({ context, event }) => {
      assertEvent(event, 'GUESS');
      return parseGuess(event.text) === context.secret;
    },
  },
  actions: {
    startNewGame: assign(({ context }) => newGame(context.random)),
    recordGuess: assign(({ context, event }) => {
      assertEvent(event, 'GUESS');
      const guess = parseGuess(event.text) as number;
      const hint = judgeGuess(context.secret, guess);
      const range = narrowRange({ low: context.low, high: context.high }, guess, hint);
      return {
        attempts: context.attempts + 1,
        low: range.low,
        high: range.high,
        history: [...context.history, { guess, hint }],
        lastHint: hint,
        errorKey: null,
      };
    }),
    flagInvalid: assign({ errorKey: 'number_guess:invalid' as const }),
    /** Shows an error toast (provided by the screen). */
    notifyError: (_, _params: { messageKey: NumberGuessMessageKey }) => {},
    reportFinished: emit(({ context }) => ({ type: 'finished' as const, score: context.attempts })),
  },
}).createMachine({
  id: 'numberGuess',
  context: ({ input }) => ({ ...newGame(input.random), random: input.random }),
  initial: 'playing',
  on: {
    RESET: { target: '.playing', actions: 'startNewGame', description: 'A new secret; attempts, range and history start over.' },
  },
  states: {
    playing: {
      on: {
        GUESS: [
          {
            guard: 'isInvalidGuess',
            actions: ['flagInvalid', { type: 'notifyError', params: { messageKey: 'number_guess:invalid' } }],
            description: 'Not a whole number from 1 to 100: not counted.',
          },
          { guard: 'isCorrectGuess', target: 'won', actions: 'recordGuess' },
          { actions: 'recordGuess' },
        ],
      },
    },
    won: {
      entry: 'reportFinished',
    },
  },
});
