import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { raceDifficulties, raceGoal, raceSpeedTable } from './config';
import { advanceComputer, advancePlayer, hasFinished, isMobileWidth, isNewBest, minimumClicks, parseBests, speedsFor, withWin } from './rules';

const difficultyArb = fc.constantFrom(...raceDifficulties);

describe('speeds (spec §9 table)', () => {
  it('has the exact desktop / mobile values', () => {
    expect(raceDifficulties.map((d) => [speedsFor(d, false).computerSpeed, speedsFor(d, true).computerSpeed])).toEqual([
      [1.5, 1.2], [2.5, 2], [3.5, 3], [4.5, 4],
    ]);
    expect(raceDifficulties.map((d) => [speedsFor(d, false).playerStep, speedsFor(d, true).playerStep])).toEqual([
      [5, 4], [4, 3.5], [3, 2.5], [2.5, 2],
    ]);
  });

  it('mobile means a width under 768 px and picks the mobile column', () => {
    fc.assert(
      fc.property(difficultyArb, fc.integer({ min: 200, max: 3000 }), (difficulty, width) => {
        const mobile = isMobileWidth(width);
        expect(mobile).toBe(width < 768);
        expect(speedsFor(difficulty, mobile)).toBe(mobile ? raceSpeedTable[difficulty].mobile : raceSpeedTable[difficulty].desktop);
      }),
    );
  });

  it('harder difficulties have a faster computer and a smaller player step', () => {
    for (const mobile of [false, true]) {
      const rows = raceDifficulties.map((d) => speedsFor(d, mobile));
      for (let i = 1; i < rows.length; i += 1) {
        expect(rows[i]?.computerSpeed).toBeGreaterThan(rows[i - 1]?.computerSpeed ?? 0);
        expect(rows[i]?.playerStep).toBeLessThan(rows[i - 1]?.playerStep ?? 0);
      }
    }
  });
});

describe('progress', () => {
  it('the computer gains a random amount below its speed per tick, capped at 100', () => {
    fc.assert(
      fc.property(difficultyArb, fc.boolean(), fc.double({ min: 0, max: raceGoal, noNaN: true }), fc.double({ min: 0, max: 0.9999999, noNaN: true }), (d, mobile, progress, r) => {
        const { computerSpeed } = speedsFor(d, mobile);
        const next = advanceComputer(progress, r, computerSpeed);
        expect(next).toBeGreaterThanOrEqual(progress);
        expect(next - progress).toBeLessThan(computerSpeed);
        expect(next).toBeLessThanOrEqual(raceGoal);
      }),
    );
  });

  it('each click adds the player step; the goal is reached after ceil(100 / step) clicks', () => {
    fc.assert(
      fc.property(difficultyArb, fc.boolean(), (d, mobile) => {
        const speeds = speedsFor(d, mobile);
        let progress = 0;
        let clicks = 0;
        while (!hasFinished(progress)) {
          const next = advancePlayer(progress, speeds.playerStep);
          expect(next).toBe(Math.min(raceGoal, progress + speeds.playerStep));
          progress = next;
          clicks += 1;
        }
        expect(clicks).toBe(minimumClicks(speeds));
        expect(progress).toBe(raceGoal);
      }),
    );
  });
});

describe('bests (fewest clicks)', () => {
  it('keeps the minimum of all wins per difficulty', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(difficultyArb, fc.integer({ min: 1, max: 500 }))), (wins) => {
        let bests = {};
        for (const [difficulty, clicks] of wins) bests = withWin(bests, difficulty, clicks);
        for (const difficulty of raceDifficulties) {
          const mine = wins.filter(([d]) => d === difficulty).map(([, c]) => c);
          expect((bests as Record<string, number | undefined>)[difficulty]).toBe(mine.length ? Math.min(...mine) : undefined);
        }
      }),
    );
    expect(isNewBest(undefined, 30)).toBe(true);
    expect(isNewBest(20, 20)).toBe(false);
  });

  it('parses only valid stored values', () => {
    expect(parseBests({ easy: 20, medium: -1, hard: 2.5, expert: '40', other: 3 })).toEqual({ easy: 20 });
    expect(parseBests(null)).toEqual({});
    expect(parseBests('x')).toEqual({});
  });
});
