import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reactionMaxWaitMs, reactionMinWaitMs, reactionTiers } from './config';
import { reactionStats, reactionTier, reactionTimeMs, readyWaitFromRandom } from './rules';

describe('reactionTier', () => {
  it('matches the spec table at every boundary', () => {
    const table: Array<[number, string]> = [
      [0, 'lightning'], [149, 'lightning'], [149.9, 'lightning'], [150, 'super_fast'], [199, 'super_fast'],
      [200, 'very_fast'], [249, 'very_fast'], [250, 'fast'], [299, 'fast'], [300, 'good'], [349, 'good'],
      [350, 'average'], [399, 'average'], [400, 'slow'], [499, 'slow'], [500, 'very_slow'], [10_000, 'very_slow'],
    ];
    for (const [ms, tier] of table) expect(reactionTier(ms), `${ms} ms`).toBe(tier);
  });

  it('never gets faster as the time grows', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), fc.double({ min: 0, max: 20_000, noNaN: true }), (a, b) => {
      const [fast, slow] = a <= b ? [a, b] : [b, a];
      expect(reactionTiers.indexOf(reactionTier(fast))).toBeLessThanOrEqual(reactionTiers.indexOf(reactionTier(slow)));
    }));
  });
});

describe('readyWaitFromRandom', () => {
  it('is a whole number of milliseconds from 2000 to 5000 that grows with the random number', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (a, b) => {
      const wait = readyWaitFromRandom(a);
      expect(Number.isInteger(wait)).toBe(true);
      expect(wait).toBeGreaterThanOrEqual(reactionMinWaitMs);
      expect(wait).toBeLessThanOrEqual(reactionMaxWaitMs);
      if (a <= b) expect(wait).toBeLessThanOrEqual(readyWaitFromRandom(b));
    }));
    expect(readyWaitFromRandom(0)).toBe(2000);
    expect(readyWaitFromRandom(0.9999999)).toBe(5000);
  });
});

describe('reactionTimeMs', () => {
  it('is the rounded gap between the green frame and the press, never negative', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.double({ min: 0, max: 10_000, noNaN: true }), (paintedAt, gap) => {
      expect(Math.abs(reactionTimeMs(paintedAt, paintedAt + gap) - gap)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(reactionTimeMs(paintedAt + gap, paintedAt)).toBeGreaterThanOrEqual(0);
    }));
  });
});

describe('reactionStats', () => {
  it('counts attempts, takes the minimum and the rounded mean', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 50, max: 5000 }), { minLength: 1, maxLength: 50 }), (times) => {
      const stats = reactionStats(times);
      expect(stats.attempts).toBe(times.length);
      expect(stats.bestMs).toBe(Math.min(...times));
      expect(Math.abs((stats.averageMs ?? 0) - times.reduce((a, b) => a + b, 0) / times.length)).toBeLessThanOrEqual(0.5);
    }));
    expect(reactionStats([])).toEqual({ attempts: 0, bestMs: null, averageMs: null });
  });
});
