import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { scoreLimits, type ScoreProof } from '../supabase/functions/_shared/contract/score-limits';
import { reactionTimeMs, readyWaitFromRandom } from '../engines/reaction/rules';

/** Message keys the reaction test shows (translated by the screen). */
export type ReactionMessageKey = 'reaction:too_early_toast' | 'leaderboard:errors.anticipation';

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
  /** This round's signed token from the server (issue 15), null until it arrives or when the server is away. */
  roundToken: string | null;
}

/** Events the screen sends; times are on the page's `performance.now()` clock (an input event's `timeStamp`). */
export type ReactionEvent =
  | { type: 'PRESS'; at: number }
  | { type: 'PAINTED'; at: number }
  | { type: 'RESET' };

/**
 * Emitted after every round the server timed (issue 15; issue 18: every qualifying result may be saved, not only a new
 * best): the time and the server's signed result are what the leaderboard offers to save.
 */
export type ReactionEmitted = { type: 'finished'; score: number; proof: ScoreProof | null };

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
  actors: {
    /** A signed round with its red wait (provided by the screen: game-session reaction_round). */
    startRound: fromPromise<string, { waitMs: number }>(async () => {
      throw new Error('no server');
    }),
    /** The server's check of a time and its signed result (provided by the screen: game-session reaction_press). */
    confirmRound: fromPromise<string, { token: string; ms: number }>(async () => {
      throw new Error('no server');
    }),
  },
  guards: {
    greenNotPainted: ({ context }) => context.paintedAt === null,
    isAnticipation: ({ context }) => (context.lastMs ?? 0) < scoreLimits.reactionMinMs,
    hasNoRound: ({ context }) => context.roundToken === null,
  },
  actions: {
    pickWait: assign({ waitMs: ({ context }) => readyWaitFromRandom(context.random()), paintedAt: null, roundToken: null }),
    takeRound: assign({ roundToken: (_, token: string | null) => token }),
    /** Reports a time the server refused or could not check (provided by the screen: a translated toast). */
    reportServerError: (_, _params: { error: unknown }) => {},
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
    clearStats: assign({ paintedAt: null, lastMs: null, results: [], roundToken: null }),
    /** Shows an error toast (provided by the screen). */
    notifyError: (_, _params: { messageKey: ReactionMessageKey }) => {},
    reportFinished: emit(({ context }, resultToken: string) => ({ type: 'finished' as const, score: context.lastMs ?? 0, proof: { token: resultToken } })),
  },
}).createMachine({
  id: 'reaction',
  context: ({ input }) => ({ waitMs: readyWaitFromRandom(0), paintedAt: null, lastMs: null, results: [], random: input.random, roundToken: null }),
  initial: 'waiting',
  on: {
    RESET: { target: '.waiting', actions: 'clearStats', description: 'Clears attempts, best and average.' },
  },
  states: {
    waiting: {
      on: { PRESS: { target: 'ready', actions: 'pickWait' } },
    },
    ready: {
      description: 'Red: wait for green. The wait starts when the server\'s signed round arrives, so green is never due before the server thinks.',
      initial: 'issuing',
      states: {
        issuing: {
          invoke: {
            id: 'startRound',
            src: 'startRound',
            input: ({ context }) => ({ waitMs: context.waitMs }),
            onDone: { target: 'counting', actions: { type: 'takeRound', params: ({ event }) => event.output } },
            onError: { target: 'counting', actions: { type: 'takeRound', params: null }, description: 'Server away: the round is played, not saved.' },
          },
        },
        counting: {
          after: { readyDelay: { target: '#reaction.go' } },
        },
      },
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
          { target: 'result', actions: 'recordResult' },
        ],
      },
    },
    result: {
      description: 'The time shows at once; the server checks it in the background and signs it for the leaderboard.',
      initial: 'checking',
      states: {
        checking: {
          always: [
            {
              guard: 'isAnticipation',
              target: 'shown',
              actions: { type: 'notifyError', params: { messageKey: 'leaderboard:errors.anticipation' } },
              description: 'Under 100 ms is anticipation, not reaction: shown, never saved.',
            },
            { guard: 'hasNoRound', target: 'shown' },
            { target: 'confirming' },
          ],
        },
        confirming: {
          invoke: {
            id: 'confirmRound',
            src: 'confirmRound',
            input: ({ context }) => ({ token: context.roundToken ?? '', ms: context.lastMs ?? 0 }),
            onDone: { target: 'shown', actions: { type: 'reportFinished', params: ({ event }) => event.output } },
            onError: { target: 'shown', actions: { type: 'reportServerError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {},
      },
      on: { PRESS: { target: 'ready', actions: 'pickWait' } },
    },
    tooEarly: {
      on: { PRESS: { target: 'ready', actions: 'pickWait' } },
    },
  },
});
