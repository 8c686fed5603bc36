import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LeaderboardGameType } from '../engines/leaderboard/config';
import { finalPlayerName, isBlankPlayerName, limitPlayerName, qualifiesForLeaderboard } from '../engines/leaderboard/rules';

/** Message keys the leaderboard flow shows (translated by the screen). */
export type LeaderboardMessageKey = 'leaderboard:enter_name' | 'leaderboard:save_error' | 'leaderboard:saved';

/** The score a finished game hands over, and what is saved for it. */
export interface ScoreToSave {
  gameType: LeaderboardGameType;
  playerName: string;
  score: number;
}

/** Leaderboard flow context. */
export interface LeaderboardContext {
  gameType: LeaderboardGameType;
  /** The finished game's score being checked or saved; `null` when idle. */
  score: number | null;
  /** The name as typed (cut to 20 characters; trimmed only when saved). */
  name: string;
  /** The message shown under the name field, if any. */
  errorKey: LeaderboardMessageKey | null;
}

/** Events the screens send. */
export type LeaderboardEvent =
  | { type: 'FINISHED'; score: number }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SKIP' };

/** Input: which game's board this flow checks. */
export interface LeaderboardInput { gameType: LeaderboardGameType }

/**
 * After a finished game: load the top 10 → does the score qualify? → name dialog (trimmed, non-blank, ≤ 20
 * characters) → save → 'score saved' and a refreshed board. A failed save keeps the name for a retry; skipping is
 * always allowed. A board that cannot be loaded ends the check quietly.
 */
export const leaderboardMachine = setup({
  types: {
    context: {} as LeaderboardContext,
    events: {} as LeaderboardEvent,
    input: {} as LeaderboardInput,
  },
  actors: {
    /** Scores of the current top 10 of a game (provided by the screen: the top-10 query). */
    loadTopScores: fromPromise<readonly number[], { gameType: LeaderboardGameType }>(async () => []),
    /** Inserts one score (provided by the screen: the insert call, which also refreshes the board). */
    saveScore: fromPromise<void, ScoreToSave>(async () => undefined),
  },
  guards: {
    cannotQualify: ({ context, event }) => {
      assertEvent(event, 'FINISHED');
      return !qualifiesForLeaderboard(context.gameType, event.score, []);
    },
    qualifiesOnBoard: ({ context }, board: readonly number[]) =>
      context.score !== null && qualifiesForLeaderboard(context.gameType, context.score, board),
    nameIsBlank: ({ context }) => isBlankPlayerName(context.name),
  },
  actions: {
    takeScore: assign({
      score: ({ event }) => {
        assertEvent(event, 'FINISHED');
        return event.score;
      },
      errorKey: null,
    }),
    updateName: assign({
      name: ({ event }) => {
        assertEvent(event, 'NAME_CHANGED');
        return limitPlayerName(event.value);
      },
      errorKey: null,
    }),
    flagError: assign({ errorKey: (_, params: { messageKey: LeaderboardMessageKey }) => params.messageKey }),
    clearScore: assign({ score: null, errorKey: null }),
    keepSavedName: assign({ name: ({ context }) => finalPlayerName(context.name) }),
    /** Shows a toast (provided by the screen). */
    notifyError: (_, _params: { messageKey: LeaderboardMessageKey }) => {},
    /** Shows a success toast (provided by the screen). */
    notifySuccess: (_, _params: { messageKey: LeaderboardMessageKey }) => {},
    /** Reports a board that could not be loaded (provided by the screen; logged only). */
    reportLoadFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'leaderboard',
  context: ({ input }) => ({ gameType: input.gameType, score: null, name: '', errorKey: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        FINISHED: [
          { guard: 'cannotQualify', description: 'A zero or a score the database would refuse: no need to load the board.' },
          { target: 'checking', actions: 'takeScore' },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'loadTopScores',
        src: 'loadTopScores',
        input: ({ context }) => ({ gameType: context.gameType }),
        onDone: [
          { guard: { type: 'qualifiesOnBoard', params: ({ event }) => event.output }, target: 'naming' },
          { target: 'idle', actions: 'clearScore' },
        ],
        onError: {
          target: 'idle',
          actions: ['clearScore', { type: 'reportLoadFailure', params: ({ event }) => ({ error: event.error }) }],
          description: 'Backend unreachable: the game goes on, the board shows its own quiet message.',
        },
      },
    },
    naming: {
      description: 'The name dialog is open.',
      on: {
        NAME_CHANGED: { actions: 'updateName' },
        SUBMIT: [
          {
            guard: 'nameIsBlank',
            actions: [
              { type: 'flagError', params: { messageKey: 'leaderboard:enter_name' } },
              { type: 'notifyError', params: { messageKey: 'leaderboard:enter_name' } },
            ],
          },
          { target: 'saving' },
        ],
        SKIP: { target: 'idle', actions: 'clearScore' },
      },
    },
    saving: {
      invoke: {
        id: 'saveScore',
        src: 'saveScore',
        input: ({ context }) => ({ gameType: context.gameType, playerName: finalPlayerName(context.name), score: context.score ?? 0 }),
        onDone: {
          target: 'idle',
          actions: ['clearScore', 'keepSavedName', { type: 'notifySuccess', params: { messageKey: 'leaderboard:saved' } }],
        },
        onError: {
          target: 'naming',
          actions: [
            { type: 'flagError', params: { messageKey: 'leaderboard:save_error' } },
            { type: 'notifyError', params: { messageKey: 'leaderboard:save_error' } },
          ],
          description: 'The name stays in the field so the player can try again.',
        },
      },
    },
  },
});
