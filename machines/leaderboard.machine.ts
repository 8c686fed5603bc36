import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LeaderboardGameType } from '../engines/leaderboard/config';
import { finalPlayerName, isBlankPlayerName, limitPlayerName, qualifiesForLeaderboard } from '../engines/leaderboard/rules';
import { isValidPlayerName } from '../supabase/functions/_shared/contract/player-name';
import type { ScoreErrorCode, ScoreProof } from '../supabase/functions/_shared/contract/score-limits';

/** Message keys the leaderboard flow shows (translated by the screen). */
export type LeaderboardMessageKey =
  | 'leaderboard:enter_name'
  | 'leaderboard:save_error'
  | 'leaderboard:saved'
  | `leaderboard:errors.${ScoreErrorCode}`;

/** The score a finished game hands over, and what is saved for it. */
export interface ScoreToSave {
  gameType: LeaderboardGameType;
  playerName: string;
  score: number;
  /** What the server checks the score against (issue 15). */
  proof: ScoreProof;
}

/** The message a failed save shows: the server's translated key when it sent one, else the general one. */
export function saveErrorKey(error: unknown): LeaderboardMessageKey {
  const key = typeof error === 'object' && error !== null && 'messageKey' in error ? (error as { messageKey: unknown }).messageKey : undefined;
  return typeof key === 'string' && key.startsWith('leaderboard:errors.') ? (key as LeaderboardMessageKey) : 'leaderboard:save_error';
}

/** Leaderboard flow context. */
export interface LeaderboardContext {
  gameType: LeaderboardGameType;
  /** The finished game's score being checked or saved; `null` when idle. */
  score: number | null;
  /** The finished game's proof for the server; `null` when idle. */
  proof: ScoreProof | null;
  /** The name as typed (cut to 20 characters; trimmed only when saved). */
  name: string;
  /** The message shown under the name field, if any. */
  errorKey: LeaderboardMessageKey | null;
  /** Whether the score is offered ("Save this result") rather than asked for at once (reaction: a run of tries goes on). */
  offer: boolean;
  /** The board the score is checked against and saved to: null for the game's all-time top 10, else the daily apple board's UTC day. */
  day: string | null;
}

/** Events the screens send. */
export type LeaderboardEvent =
  | { type: 'FINISHED'; score: number; proof: ScoreProof | null; offer?: boolean }
  | { type: 'ACCEPT_OFFER' }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SKIP' };

/** Input: which game's board this flow checks. */
export interface LeaderboardInput { gameType: LeaderboardGameType }

/**
 * After a finished game: load the top 10 (the daily board of the proof's day for a daily apple game) → does the score qualify? → name dialog (trimmed, non-blank, ≤ 20
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
    /** Scores of the current top 10 of a game, or of the daily board of `day` (provided by the screen: the top-10 query). */
    loadTopScores: fromPromise<readonly number[], { gameType: LeaderboardGameType; day: string | null }>(async () => []),
    /** Inserts one score (provided by the screen: the insert call, which also refreshes the board). */
    saveScore: fromPromise<void, ScoreToSave>(async () => undefined),
  },
  guards: {
    cannotQualify: ({ context, event }) => {
      assertEvent(event, 'FINISHED');
      return event.proof === null || !qualifiesForLeaderboard(context.gameType, event.score, []);
    },
    isOffer: ({ event }) => {
      assertEvent(event, 'FINISHED');
      return event.offer === true;
    },
    qualifiesOnBoard: ({ context }, board: readonly number[]) =>
      context.score !== null && qualifiesForLeaderboard(context.gameType, context.score, board),
    nameIsBlank: ({ context }) => isBlankPlayerName(context.name),
    nameIsInvalid: ({ context }) => !isValidPlayerName(finalPlayerName(context.name)),
  },
  actions: {
    takeScore: assign(({ event }) => {
      assertEvent(event, 'FINISHED');
      return { score: event.score, proof: event.proof, offer: event.offer === true, errorKey: null, day: event.proof?.day ?? null };
    }),
    updateName: assign({
      name: ({ event }) => {
        assertEvent(event, 'NAME_CHANGED');
        return limitPlayerName(event.value);
      },
      errorKey: null,
    }),
    flagError: assign({ errorKey: (_, params: { messageKey: LeaderboardMessageKey }) => params.messageKey }),
    clearScore: assign({ score: null, proof: null, offer: false, errorKey: null, day: null }),
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
  context: ({ input }) => ({ gameType: input.gameType, score: null, proof: null, offer: false, name: '', errorKey: null, day: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        FINISHED: [
          { guard: 'cannotQualify', description: 'A zero, a score the database would refuse or one without proof: no need to load the board.' },
          { target: 'checking', actions: 'takeScore' },
        ],
      },
    },
    offered: {
      description: 'A qualifying result waits behind a "Save this result" button; the player may keep trying.',
      on: {
        ACCEPT_OFFER: { target: 'naming' },
        FINISHED: [
          { guard: 'cannotQualify', target: 'idle', actions: 'clearScore', description: 'A newer result that cannot qualify replaces the offer.' },
          { target: 'checking', actions: 'takeScore' },
        ],
        SKIP: { target: 'idle', actions: 'clearScore' },
      },
    },
    checking: {
      invoke: {
        id: 'loadTopScores',
        src: 'loadTopScores',
        // A daily apple score competes on its own day's board, not the all-time one.
        input: ({ context }) => ({ gameType: context.gameType, day: context.day }),
        onDone: [
          { guard: ({ context, event }) => context.offer && context.score !== null && qualifiesForLeaderboard(context.gameType, context.score, event.output), target: 'offered' },
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
          {
            guard: 'nameIsInvalid',
            actions: [
              { type: 'flagError', params: { messageKey: 'leaderboard:errors.invalid_name' } },
              { type: 'notifyError', params: { messageKey: 'leaderboard:errors.invalid_name' } },
            ],
            description: 'Control, format (bidi, zero-width) or combining-only characters: the server would refuse it.',
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
        input: ({ context }) => ({
          gameType: context.gameType,
          playerName: finalPlayerName(context.name),
          score: context.score ?? 0,
          proof: context.proof ?? { token: '' },
        }),
        onDone: {
          target: 'idle',
          actions: ['clearScore', 'keepSavedName', { type: 'notifySuccess', params: { messageKey: 'leaderboard:saved' } }],
        },
        onError: {
          target: 'naming',
          actions: [
            { type: 'flagError', params: ({ event }) => ({ messageKey: saveErrorKey(event.error) }) },
            { type: 'notifyError', params: ({ event }) => ({ messageKey: saveErrorKey(event.error) }) },
          ],
          description: 'The name stays in the field so the player can try again.',
        },
      },
    },
  },
});
