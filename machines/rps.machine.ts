import { assertEvent, assign, emit, setup } from 'xstate';
import { rpsGameOverDelayMs, type RpsChoice, type RpsOutcome } from '../engines/rps/config';
import { pickRpsChoice, rpsOutcome } from '../engines/rps/rules';

/** Rock-paper-scissors context: the streak and the last round. */
export interface RpsContext {
  /** Wins in a row in this game. */
  streak: number;
  playerChoice: RpsChoice | null;
  computerChoice: RpsChoice | null;
  outcome: RpsOutcome | null;
  /** Uniform random numbers in [0, 1) for the computer's hand (injected). */
  random: () => number;
}

/** Events the screen sends. */
export type RpsEvent =
  | { type: 'CHOOSE'; choice: RpsChoice }
  | { type: 'CONTINUE' }
  | { type: 'PLAY_AGAIN' }
  | { type: 'RESET' };

/** Emitted when the game is over: the win streak is the score the leaderboard checks. */
export type RpsEmitted = { type: 'finished'; score: number };

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
  guards: {
    playerWon: ({ context }) => context.outcome === 'win',
    isDraw: ({ context }) => context.outcome === 'draw',
  },
  actions: {
    playRound: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      const computerChoice = pickRpsChoice(context.random());
      return { playerChoice: event.choice, computerChoice, outcome: rpsOutcome(event.choice, computerChoice) };
    }),
    incrementStreak: assign({ streak: ({ context }) => context.streak + 1 }),
    clearRound: assign({ playerChoice: null, computerChoice: null, outcome: null }),
    resetStreak: assign({ streak: 0 }),
    reportFinished: emit(({ context }) => ({ type: 'finished' as const, score: context.streak })),
  },
}).createMachine({
  id: 'rps',
  context: ({ input }) => ({ streak: 0, playerChoice: null, computerChoice: null, outcome: null, random: input.random }),
  initial: 'choosing',
  on: {
    RESET: { target: '.choosing', actions: ['clearRound', 'resetStreak'], description: 'Reset zeroes the streak from any state.' },
  },
  states: {
    choosing: {
      on: { CHOOSE: { target: 'judging', actions: 'playRound' } },
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
      on: { PLAY_AGAIN: { target: 'choosing', actions: ['clearRound', 'resetStreak'] } },
    },
  },
});
