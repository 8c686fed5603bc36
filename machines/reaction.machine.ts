import { assertEvent, assign, emit, setup } from 'xstate';
import { reactionTimeMs, readyWaitFromRandom } from '../engines/reaction/rules';

/** Message keys the reaction test shows (translated by the screen). */
export type ReactionMessageKey = 'reaction:too_early_toast';

/** Reaction-test context. */
export interface ReactionContext {
  /** This round's wait before green, in milliseconds (2000–5000). */
  waitMs: number;
  /** `performance.now()` of the frame that painted green; `null` until the screen reports it. */
  paintedAt: number | null;
  /** The last round's reaction time, in milliseconds. */
  lastMs: number | null;
  /** Every reaction time of this session, in milliseconds. */
  results: number[];
  /** Uniform random numbers in [0, 1) for the wait (injected). */
  random: () => number;
}

/** Events the screen sends; times are on the page's `performance.now()` clock (an input event's `timeStamp`). */
export type ReactionEvent =
  | { type: 'PRESS'; at: number }
  | { type: 'PAINTED'; at: number }
  | { type: 'RESET' };

/** Emitted when a round sets a new session best: that time is the score the leaderboard checks. */
export type ReactionEmitted = { type: 'finished'; score: number };

/** Input: the random source. */
export interface ReactionInput { random: () => number }

/**
 * Reaction test: waiting → (press) ready for a random 2–5 s → go (green) → press → result. A press while ready, or
 * before the green frame was painted, is too early. A press in result or tooEarly starts the next round. The screen
 * reports when green was painted and each press's own event timestamp; the machine computes the time.
 */
export const reactionMachine = setup({
  types: {
    context: {} as ReactionContext,
    events: {} as ReactionEvent,
    input: {} as ReactionInput,
    emitted: {} as ReactionEmitted,
  },
  delays: {
    readyDelay: ({ context }) => context.waitMs,
  },
  guards: {
    greenNotPainted: ({ context }) => context.paintedAt === null,
    setsNewBest: ({ context, event }) => {
      assertEvent(event, 'PRESS');
      const ms = reactionTimeMs(context.paintedAt ?? event.at, event.at);
      return context.results.every((previous) => ms < previous);
    },
  },
  actions: {
    pickWait: assign({ waitMs: ({ context }) => readyWaitFromRandom(context.random()), paintedAt: null }),
    markPainted: assign({
      paintedAt: ({ context, event }) => {
        assertEvent(event, 'PAINTED');
        return context.paintedAt ?? event.at;
      },
    }),
    recordResult: assign(({ context, event }) => {
      assertEvent(event, 'PRESS');
      const ms = reactionTimeMs(context.paintedAt ?? event.at, event.at);
      return { lastMs: ms, results: [...context.results, ms] };
    }),
    clearStats: assign({ paintedAt: null, lastMs: null, results: [] }),
    /** Shows an error toast (provided by the screen). */
    notifyError: (_, _params: { messageKey: ReactionMessageKey }) => {},
    reportFinished: emit(({ context }) => ({ type: 'finished' as const, score: context.lastMs ?? 0 })),
  },
}).createMachine({
  id: 'reaction',
  context: ({ input }) => ({ waitMs: readyWaitFromRandom(0), paintedAt: null, lastMs: null, results: [], random: input.random }),
  initial: 'waiting',
  on: {
    RESET: { target: '.waiting', actions: 'clearStats', description: 'Clears attempts, best and average.' },
  },
  states: {
    waiting: {
      on: { PRESS: { target: 'ready', actions: 'pickWait' } },
    },
    ready: {
      description: 'Red: wait for green.',
      after: { readyDelay: { target: 'go' } },
      on: {
        PRESS: { target: 'tooEarly', actions: { type: 'notifyError', params: { messageKey: 'reaction:too_early_toast' } } },
      },
    },
    go: {
      description: 'Green: the screen reports the frame that painted it, then the press.',
      on: {
        PAINTED: { actions: 'markPainted' },
        PRESS: [
          {
            guard: 'greenNotPainted',
            target: 'tooEarly',
            actions: { type: 'notifyError', params: { messageKey: 'reaction:too_early_toast' } },
            description: 'Pressed before green reached the screen.',
          },
          { guard: 'setsNewBest', target: 'result', actions: ['recordResult', 'reportFinished'] },
          { target: 'result', actions: 'recordResult' },
        ],
      },
    },
    result: {
      on: { PRESS: { target: 'ready', actions: 'pickWait' } },
    },
    tooEarly: {
      on: { PRESS: { target: 'ready', actions: 'pickWait' } },
    },
  },
});
