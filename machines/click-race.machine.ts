import { assertEvent, assign, setup } from 'xstate';
import { type RaceDifficulty, type RaceSpeedTable, type RaceSpeeds, raceSpeedTable, raceTickMs } from '../engines/click-race/config';
import { type RaceBests, advanceComputer, advancePlayer, hasFinished, isNewBest, speedsFor, withWin } from '../engines/click-race/rules';
import { nextRandom } from '../supabase/functions/_shared/contract/seeded-random';

/** Who reached 100 first. */
export type RaceWinner = 'player' | 'computer';

/** Click race context. */
export interface ClickRaceContext {
  difficulty: RaceDifficulty | null;
  /** Whether the speeds are the mobile column (viewport under 768 px when the difficulty was chosen). */
  mobile: boolean;
  speeds: RaceSpeeds;
  /** Player progress, 0–100. */
  player: number;
  /** Computer progress, 0–100. */
  computer: number;
  /** Clicks in this race. */
  clicks: number;
  winner: RaceWinner | null;
  /** Fewest clicks to win per difficulty (loaded from and saved to local storage by the screen). */
  bests: RaceBests;
  /** Whether the finished race set a new best. */
  newRecord: boolean;
  /** State of the seeded random source of the computer's increments. */
  randomState: number;
  table: RaceSpeedTable;
}

/** Events the click-race screen sends; a new race brings the seed of the computer's random increments. */
export type ClickRaceEvent =
  | { type: 'SELECT_DIFFICULTY'; difficulty: RaceDifficulty; mobile: boolean; seed: number }
  | { type: 'CLICK' }
  | { type: 'RESET'; seed: number }
  | { type: 'CHANGE_DIFFICULTY' };

/** Input: the stored bests; the speed table only changes in tests. */
export interface ClickRaceInput {
  bests?: RaceBests;
  table?: RaceSpeedTable;
}

const freshRace = { player: 0, computer: 0, clicks: 0, winner: null, newRecord: false };

/**
 * Click race (spec §4, §9): choose a difficulty (race reset), the first click starts the race, the computer gains a
 * random amount up to its speed every 100 ms, each click adds the player step; first to 100 wins. Reset clears the
 * race; change difficulty returns to the choice. A player win with fewer clicks than the best sets a new record.
 */
export const clickRaceMachine = setup({
  types: {
    context: {} as ClickRaceContext,
    events: {} as ClickRaceEvent,
    input: {} as ClickRaceInput,
  },
  delays: { raceTick: raceTickMs },
  guards: {
    playerFinished: ({ context }) => hasFinished(context.player),
    computerFinished: ({ context }) => hasFinished(context.computer),
  },
  actions: {
    chooseDifficulty: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_DIFFICULTY');
      return {
        difficulty: event.difficulty,
        mobile: event.mobile,
        speeds: speedsFor(event.difficulty, event.mobile, context.table),
        randomState: event.seed >>> 0,
        ...freshRace,
      };
    }),
    resetRace: assign(({ event }) => {
      assertEvent(event, 'RESET');
      return { randomState: event.seed >>> 0, ...freshRace };
    }),
    forgetDifficulty: assign({ difficulty: null, ...freshRace }),
    playerClick: assign(({ context }) => ({ player: advancePlayer(context.player, context.speeds.playerStep), clicks: context.clicks + 1 })),
    computerTick: assign(({ context }) => {
      const { value, state } = nextRandom(context.randomState);
      return { computer: advanceComputer(context.computer, value, context.speeds.computerSpeed), randomState: state };
    }),
    declarePlayer: assign(({ context }) => {
      const difficulty = context.difficulty ?? 'easy';
      return {
        winner: 'player' as const,
        newRecord: isNewBest(context.bests[difficulty], context.clicks),
        bests: withWin(context.bests, difficulty, context.clicks),
      };
    }),
    declareComputer: assign({ winner: 'computer' as const, newRecord: false }),
    saveBests: () => {},
    announceStart: () => {},
    announceFinish: () => {},
  },
}).createMachine({
  id: 'clickRace',
  context: ({ input }) => ({
    difficulty: null,
    mobile: false,
    speeds: (input.table ?? raceSpeedTable).easy.desktop,
    ...freshRace,
    bests: input.bests ?? {},
    randomState: 0,
    table: input.table ?? raceSpeedTable,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'No difficulty yet: the four choices show.',
      on: { SELECT_DIFFICULTY: { target: 'ready', actions: 'chooseDifficulty' } },
    },
    ready: {
      description: 'Both bars at 0; the computer waits for the first click.',
      on: {
        CLICK: { target: 'racing', actions: ['playerClick', 'announceStart'], description: 'The first click starts the race and counts.' },
        RESET: { target: 'ready', actions: 'resetRace' },
        CHANGE_DIFFICULTY: { target: 'choosing', actions: 'forgetDifficulty' },
      },
    },
    racing: {
      always: [
        { guard: 'playerFinished', target: 'finished', actions: ['declarePlayer', 'saveBests', 'announceFinish'] },
        { guard: 'computerFinished', target: 'finished', actions: ['declareComputer', 'announceFinish'] },
      ],
      after: { raceTick: { target: 'racing', reenter: true, actions: 'computerTick' } },
      on: {
        CLICK: { actions: 'playerClick' },
        RESET: { target: 'ready', actions: 'resetRace' },
        CHANGE_DIFFICULTY: { target: 'choosing', actions: 'forgetDifficulty' },
      },
    },
    finished: {
      on: {
        RESET: { target: 'ready', actions: 'resetRace' },
        CHANGE_DIFFICULTY: { target: 'choosing', actions: 'forgetDifficulty' },
      },
    },
  },
});
