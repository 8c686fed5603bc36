import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { numberGuessMax, numberGuessMin } from './config';
import { initialRange, judgeGuess, narrowRange, parseGuess, secretFromRandom } from './rules';

const secretArb = fc.integer({ min: numberGuessMin, max: numberGuessMax });

describe('parseGuess', () => {
  it('accepts exactly the whole numbers 1–100, with surrounding spaces', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
      expect(parseGuess(` ${n} `)).toBe(n >= 1 && n <= 100 ? n : null);
    }));
  });

  it('rejects the spec examples and any non-integer text', () => {
    for (const text of ['0', '101', '5.5', 'abc', '', '   ', '1e2', '+5', '-3', '0x10', '５']) expect(parseGuess(text)).toBeNull();
    fc.assert(fc.property(fc.string(), (text) => {
      const value = parseGuess(text);
      if (value !== null) expect(String(value)).toBe(text.trim().replace(/^0+(?=\d)/, ''));
    }));
  });
});

describe('secretFromRandom', () => {
  it('lands in 1–100 and hits each number equally often on an even grid', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
      const secret = secretFromRandom(r);
      expect(Number.isInteger(secret)).toBe(true);
      expect(secret).toBeGreaterThanOrEqual(1);
      expect(secret).toBeLessThanOrEqual(100);
    }));
    const counts = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const secret = secretFromRandom((i + 0.5) / 1000);
      counts.set(secret, (counts.get(secret) ?? 0) + 1);
    }
    expect(counts.size).toBe(100);
    expect(new Set(counts.values())).toEqual(new Set([10]));
  });
});

describe('judgeGuess and narrowRange', () => {
  it('hint matches the comparison and the range keeps the secret while shrinking', () => {
    fc.assert(fc.property(secretArb, fc.array(secretArb, { maxLength: 30 }), (secret, guesses) => {
      let range = initialRange();
      for (const guess of guesses) {
        const hint = judgeGuess(secret, guess);
        expect(hint).toBe(guess < secret ? 'too_low' : guess > secret ? 'too_high' : 'correct');
        const next = narrowRange(range, guess, hint);
        expect(next.low).toBeGreaterThanOrEqual(range.low);
        expect(next.high).toBeLessThanOrEqual(range.high);
        expect(secret).toBeGreaterThanOrEqual(next.low);
        expect(secret).toBeLessThanOrEqual(next.high);
        range = next;
      }
    }));
  });

  it('binary search over the shown range always finds the secret in at most 7 guesses', () => {
    fc.assert(fc.property(secretArb, (secret) => {
      let range = initialRange();
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        const guess = Math.floor((range.low + range.high) / 2);
        const hint = judgeGuess(secret, guess);
        if (hint === 'correct') return;
        range = narrowRange(range, guess, hint);
      }
      throw new Error(`not found in 7 guesses: ${secret}`);
    }));
  });
});
