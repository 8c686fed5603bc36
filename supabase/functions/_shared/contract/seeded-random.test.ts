import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextSeed, parseSeed, randomInt, seededRandom, shuffled } from './seeded-random.ts';

describe('seeded random', () => {
  it('is deterministic and in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i += 1) {
          const value = a();
          expect(value).toBe(b());
          expect(value >= 0 && value < 1).toBe(true);
        }
        expect(nextSeed(seed)).toBe(nextSeed(seed));
      }),
    );
  });

  it('randomInt stays in range and shuffled is a permutation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -5, max: 5 }), fc.nat(10), fc.array(fc.integer()), (seed, min, span, items) => {
        const random = seededRandom(seed);
        const value = randomInt(random, min, min + span);
        expect(value >= min && value <= min + span && Number.isInteger(value)).toBe(true);
        expect([...shuffled(items, random)].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('parses ?seed= values', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed(' 7 ')).toBe(7);
    expect(parseSeed('-1')).toBeUndefined();
    expect(parseSeed('1.5')).toBeUndefined();
    expect(parseSeed('99999999999')).toBeUndefined();
    expect(parseSeed(null)).toBeUndefined();
  });
});
