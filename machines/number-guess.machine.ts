import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ScoreProof } from '../supabase/functions/_shared/contract/score-limits';
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
  /** Uniform random numbers in [0, 1) for the secret when the server cannot be reached (injected). */
  random: () => number;
  /** The server's signed session (issue 15): the secret stays there and it answers each guess; null offline. */
  session: string | null;
  /** The guess waiting for the server's answer. */
  pending: number | null;
}

/** What the server answers to a guess. */
export interface ServerGuessAnswer { hint: GuessHint; attempts: number; token: string }

/** Events the screen sends. */
export type NumberGuessEvent = { type: 'GUESS'; text: string } | { type: 'RESET' };

/** Emitted when the secret is found: the attempts are the score the leaderboard checks. */
export type NumberGuessEmitted = { type: 'finished'; score: number; proof: ScoreProof | null };

/** Input: the random source. */
export interface NumberGuessInput { random: () => number }

/** A fresh game: a new secret, the full range, nothing guessed. */
function newGame(random: () => number) {
  const { low, high } = initialRange();
  return { secret: secretFromRandom(random()), attempts: 0, low, high, history: [], lastHint: null, errorKey: null, session: null, pending: null };
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
  actors: {
    /** A new signed session from the server (provided by the screen: game-session guess_start). */
    startSession: fromPromise<string, void>(async () => {
      throw new Error('no server');
    }),
    /** The server's answer to one guess (provided by the screen: game-session guess). */
    askServer: fromPromise<ServerGuessAnswer, { session: string; guess: number }>(async () => {
      throw new Error('no server');
    }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    serverSaysCorrect: (_, answer: ServerGuessAnswer) => answer.hint === 'correct',
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
    takeSession: assign({ session: (_, session: string | null) => session }),
    holdGuess: assign({
      pending: ({ event }) => {
        assertEvent(event, 'GUESS');
        return parseGuess(event.text);
      },
      errorKey: null,
    }),
    recordServerAnswer: assign(({ context }, answer: ServerGuessAnswer) => {
      const guess = context.pending ?? 0;
      const range = narrowRange({ low: context.low, high: context.high }, guess, answer.hint);
      return {
        attempts: answer.attempts,
        low: range.low,
        high: range.high,
        history: [...context.history, { guess, hint: answer.hint }],
        lastHint: answer.hint,
        session: answer.token,
        pending: null,
      };
    }),
    dropPending: assign({ pending: null }),
    /** Reports a guess the server could not answer (provided by the screen: a toast; the guess is not counted). */
    reportServerError: (_, _params: { error: unknown }) => {},
    /** Shows an error toast (provided by the screen). */
    notifyError: (_, _params: { messageKey: NumberGuessMessageKey }) => {},
    reportFinished: emit(({ context }) => ({
      type: 'finished' as const,
      score: context.attempts,
      proof: context.session === null ? null : { token: context.session },
    })),
  },
}).createMachine({
  id: 'numberGuess',
  context: ({ input }) => ({ ...newGame(input.random), random: input.random }),
  initial: 'starting',
  on: {
    RESET: { target: '.starting', actions: 'startNewGame', description: 'A new secret (a new session); attempts, range and history start over.' },
  },
  states: {
    starting: {
      description: 'The server opens a signed session holding the secret; offline the secret is local and the win cannot be saved.',
      invoke: {
        id: 'startSession',
        src: 'startSession',
        onDone: { target: 'playing', actions: { type: 'takeSession', params: ({ event }) => event.output } },
        onError: { target: 'playing', actions: { type: 'takeSession', params: null } },
      },
      on: {
        GUESS: {
          guard: 'isInvalidGuess',
          actions: ['flagInvalid', { type: 'notifyError', params: { messageKey: 'number_guess:invalid' } }],
        },
      },
    },
    asking: {
      description: 'The server judges the guess and counts the attempt (one round trip).',
      invoke: {
        id: 'askServer',
        src: 'askServer',
        input: ({ context }) => ({ session: context.session ?? '', guess: context.pending ?? 0 }),
        onDone: [
          { guard: { type: 'serverSaysCorrect', params: ({ event }) => event.output }, target: 'won', actions: { type: 'recordServerAnswer', params: ({ event }) => event.output } },
          { target: 'playing', actions: { type: 'recordServerAnswer', params: ({ event }) => event.output } },
        ],
        onError: { target: 'playing', actions: ['dropPending', { type: 'reportServerError', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    playing: {
      on: {
        GUESS: [
          {
            guard: 'isInvalidGuess',
            actions: ['flagInvalid', { type: 'notifyError', params: { messageKey: 'number_guess:invalid' } }],
            description: 'Not a whole number from 1 to 100: not counted.',
          },
          { guard: 'hasSession', target: 'asking', actions: 'holdGuess' },
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
