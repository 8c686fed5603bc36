import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { raceSpeedTable, raceTickMs, type RaceSpeedTable } from '../engines/click-race/config';
import { clickRaceMachine, type ClickRaceEvent } from './click-race.machine';

/** A fast test table: two clicks or a few ticks finish a race. */
const quick = { desktop: { computerSpeed: 60, playerStep: 50 }, mobile: { computerSpeed: 60, playerStep: 50 } };
const table: RaceSpeedTable = { easy: quick, medium: quick, hard: quick, expert: quick };

testMachinePaths('click race', {
  machine: clickRaceMachine,
  input: { bests: { easy: 3 }, table },
  events: [
    { type: 'SELECT_DIFFICULTY', difficulty: 'easy', mobile: false, seed: 5 },
    { type: 'CLICK' },
    { type: 'RESET', seed: 5 },
    { type: 'CHANGE_DIFFICULTY' },
    { type: 'xstate.after.raceTick.clickRace.racing' } as unknown as ClickRaceEvent,
  ],
  // Spec §9: a tick every 100 ms.
  delays: { raceTick: 100 },
  contextKeys: ['difficulty', 'player', 'computer', 'clicks', 'winner', 'bests', 'newRecord', 'randomState'],
  oracle: {
    states: {
      choosing: ({ context }) => expect(context).toMatchObject({ difficulty: null, player: 0, computer: 0, clicks: 0, winner: null }),
      // Difficulty chosen: the race is reset until the first click.
      ready: ({ context }) => {
        expect(context.difficulty).not.toBeNull();
        expect(context).toMatchObject({ player: 0, computer: 0, clicks: 0, winner: null });
      },
      racing: ({ context }) => {
        expect(context.winner).toBeNull();
        expect(context.player).toBeLessThan(100);
        expect(context.computer).toBeLessThan(100);
        expect(context.player).toBe(context.clicks * quick.desktop.playerStep);
      },
      finished: ({ context }) => {
        // The first to 100 wins.
        expect(context.winner).not.toBeNull();
        expect(context[context.winner ?? 'player']).toBe(100);
        if (context.winner === 'player') expect(context.bests.easy).toBeLessThanOrEqual(context.clicks);
        if (context.winner === 'computer') expect(context.newRecord).toBe(false);
      },
    },
    step: (before, event, after) => {
      const type = event.type as string;
      if (event.type === 'CLICK' && (before.matches('ready') || before.matches('racing'))) {
        expect(after.context.clicks).toBe(before.context.clicks + 1);
        expect(after.context.player).toBe(Math.min(100, before.context.player + quick.desktop.playerStep));
      }
      if (event.type === 'CLICK' && (before.matches('choosing') || before.matches('finished'))) expect(after.context).toEqual(before.context);
      if (!before.matches('finished') && after.matches('finished') && after.context.winner === 'player') {
        // The best is the fewest clicks to win; beating it is a new record.
        const best = before.context.bests.easy;
        const record = best === undefined || after.context.clicks < best;
        expect(after.context.newRecord).toBe(record);
        expect(after.context.bests.easy).toBe(record ? after.context.clicks : best);
      }
      if (type.startsWith('xstate.after.raceTick')) {
        if (before.matches('racing')) {
          // The computer's increment is random up to its speed.
          const gain = after.context.computer - before.context.computer;
          expect(gain).toBeGreaterThanOrEqual(0);
          expect(gain).toBeLessThanOrEqual(quick.desktop.computerSpeed);
          expect(after.context.player).toBe(before.context.player);
        } else {
          expect(after.context.computer, 'the computer waits for the first click').toBe(before.context.computer);
        }
      }
      if (event.type === 'RESET' && !before.matches('choosing')) {
        expect(after.value).toBe('ready');
        expect(after.context).toMatchObject({ player: 0, computer: 0, clicks: 0, winner: null, difficulty: before.context.difficulty });
      }
      if (event.type === 'CHANGE_DIFFICULTY' && !before.matches('choosing')) expect(after.value).toBe('choosing');
      if (event.type === 'SELECT_DIFFICULTY' && before.matches('choosing')) expect(after.context.difficulty).toBe(event.difficulty);
    },
  },
});

describe('click race on the spec table', () => {
  /** Plays a race on the desktop table: `clicksAt(tick)` clicks before each 100-ms tick. */
  function race(difficulty: 'easy' | 'expert', clicksAt: (tick: number) => number, bests = {}) {
    vi.useFakeTimers();
    try {
      const saved: unknown[] = [];
      const actor = createActor(clickRaceMachine.provide({ actions: { saveBests: ({ context }) => saved.push(context.bests) } }), { input: { bests } }).start();
      actor.send({ type: 'SELECT_DIFFICULTY', difficulty, mobile: false, seed: 99 });
      expect(actor.getSnapshot().context).toMatchObject({ player: 0, computer: 0, speeds: raceSpeedTable[difficulty].desktop });
      vi.advanceTimersByTime(1_000);
      expect(actor.getSnapshot().context.computer).toBe(0);
      for (let tick = 0; tick < 2_000 && actor.getSnapshot().value !== 'finished'; tick += 1) {
        for (let c = 0; c < clicksAt(tick) && actor.getSnapshot().value !== 'finished'; c += 1) actor.send({ type: 'CLICK' });
        vi.advanceTimersByTime(raceTickMs);
      }
      return { context: actor.getSnapshot().context, saved };
    } finally {
      vi.useRealTimers();
    }
  }

  it('a fast clicker wins on easy in 20 clicks and sets the best', () => {
    const { context, saved } = race('easy', () => 3);
    expect(context).toMatchObject({ winner: 'player', clicks: 20, player: 100, newRecord: true, bests: { easy: 20 } });
    expect(saved).toEqual([{ easy: 20 }]);
    const again = race('easy', () => 3, { easy: 18 });
    expect(again.context).toMatchObject({ winner: 'player', newRecord: false, bests: { easy: 18 } });
  });

  it('clicking once and stopping loses on expert; the best stays', () => {
    const { context, saved } = race('expert', (tick) => (tick === 0 ? 1 : 0), { expert: 50 });
    expect(context).toMatchObject({ winner: 'computer', computer: 100, newRecord: false, bests: { expert: 50 } });
    expect(context).toMatchObject({ clicks: 1, player: raceSpeedTable.expert.desktop.playerStep });
    expect(saved).toEqual([]);
  });
});
