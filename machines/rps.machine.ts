import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ScoreProof } from '../supabase/functions/_shared/contract/score-limits';
import { rpsGameOverDelayMs, type RpsChoice, type RpsOutcome } from '../engines/rps/config';
import { pickRpsChoice, rpsOutcome } from '../engines/rps/rules';

/** Rock-paper-scissors context: the streak and the last round. */
export interface RpsContext {
  /** Wins in a row in this game. */
  streak: number;
  playerChoice: RpsChoice | null;
  computerChoice: RpsChoice | null;
  outcome: RpsOutcome | null;
  /** Uniform random numbers in [0, 1) for the computer's hand when the server cannot be reached (injected). */
  random: () => number;
  /** The server's signed game session (issue 15): it draws the computer's hand and counts the streak; null offline. */
  session: string | null;
}

/** What the server answers to a hand: its own hand and the next session token. */
export interface ServerHand { computer: RpsChoice; token: string }

/** Events the screen sends. */
export type RpsEvent =
  | { type: 'CHOOSE'; choice: RpsChoice }
  | { type: 'CONTINUE' }
  | { type: 'PLAY_AGAIN' }
  | { type: 'RESET' };

/** Emitted when the game is over: the win streak is the score the leaderboard checks. */
export type RpsEmitted = { type: 'finished'; score: number; proof: ScoreProof | null };

/** Input: the random source. */
export interface RpsInput { random: () => number }

/**
 * Rock-paper-scissors against a uniformly random computer: a win adds one to the streak and a draw keeps it, both
 * with Continue; a loss disables the hands and, 2 s later, ends the game (game-over panel, leaderboard check).
 */
export const rpsMachine = setup({
  types: {
    context: {} as RpsContext,
    events: {} as RpsEvent,
    input: {} as RpsInput,
    emitted: {} as RpsEmitted,
  },
  delays: { gameOverDelay: rpsGameOverDelayMs },
  actors: {
    /** A new signed session from the server (provided by the screen: game-session rps_start). */
    startSession: fromPromise<string, void>(async () => {
      throw new Error('no server');
    }),
    /** The server's hand for this round (provided by the screen: game-session rps_play). */
    playHand: fromPromise<ServerHand, { session: string; choice: RpsChoice }>(async () => {
      throw new Error('no server');
    }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    playerWon: ({ context }) => context.outcome === 'win',
    isDraw: ({ context }) => context.outcome === 'draw',
  },
  actions: {
    playRound: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      const computerChoice = pickRpsChoice(context.random());
      return { playerChoice: event.choice, computerChoice, outcome: rpsOutcome(event.choice, computerChoice) };
    }),
    takeChoice: assign({
      playerChoice: ({ event }) => {
        assertEvent(event, 'CHOOSE');
        return event.choice;
      },
    }),
    takeServerHand: assign(({ context }, hand: ServerHand) => ({
      computerChoice: hand.computer,
      outcome: rpsOutcome(context.playerChoice ?? 'rock', hand.computer),
      session: hand.token,
    })),
    playOffline: assign(({ context }) => {
      const computerChoice = pickRpsChoice(context.random());
      return { computerChoice, outcome: rpsOutcome(context.playerChoice ?? 'rock', computerChoice), session: null };
    }),
    takeSession: assign({ session: (_, session: string | null) => session }),
    incrementStreak: assign({ streak: ({ context }) => context.streak + 1 }),
    clearRound: assign({ playerChoice: null, computerChoice: null, outcome: null }),
    resetStreak: assign({ streak: 0 }),
    reportFinished: emit(({ context }) => ({
      type: 'finished' as const,
      score: context.streak,
      proof: context.session === null ? null : { token: context.session },
    })),
  },
}).createMachine({
  id: 'rps',
  context: ({ input }) => ({ streak: 0, playerChoice: null, computerChoice: null, outcome: null, random: input.random, session: null }),
  initial: 'starting',
  on: {
    RESET: { target: '.starting', actions: ['clearRound', 'resetStreak', { type: 'takeSession', params: null }], description: 'Reset zeroes the streak from any state (a new session).' },
  },
  states: {
    starting: {
      description: 'The server opens a signed session; offline the game is played locally and cannot be saved.',
      invoke: {
        id: 'startSession',
        src: 'startSession',
        onDone: { target: 'choosing', actions: { type: 'takeSession', params: ({ event }) => event.output } },
        onError: { target: 'choosing', actions: { type: 'takeSession', params: null } },
      },
    },
    choosing: {
      on: {
        CHOOSE: [
          { guard: 'hasSession', target: 'asking', actions: 'takeChoice' },
          { target: 'judging', actions: 'playRound' },
        ],
      },
    },
    asking: {
      description: "The server draws its hand and counts the round (one round trip); the player's hand is shown.",
      invoke: {
        id: 'playHand',
        src: 'playHand',
        input: ({ context }) => ({ session: context.session ?? '', choice: context.playerChoice ?? 'rock' }),
        onDone: { target: 'judging', actions: { type: 'takeServerHand', params: ({ event }) => event.output } },
        onError: { target: 'judging', actions: 'playOffline', description: 'Server lost: this round and the rest are played locally, unsaved.' },
      },
    },
    judging: {
      always: [
        { guard: 'playerWon', target: 'won', actions: 'incrementStreak' },
        { guard: 'isDraw', target: 'drew' },
        { target: 'lost' },
      ],
    },
    won: {
      on: { CONTINUE: { target: 'choosing', actions: 'clearRound' } },
    },
    drew: {
      on: { CONTINUE: { target: 'choosing', actions: 'clearRound' } },
    },
    lost: {
      description: 'Hands disabled, streak kept; the game-over panel follows after 2 s.',
      after: { gameOverDelay: { target: 'over' } },
    },
    over: {
      entry: 'reportFinished',
      on: { PLAY_AGAIN: { target: 'starting', actions: ['clearRound', 'resetStreak', { type: 'takeSession', params: null }] } },
    },
  },
});
