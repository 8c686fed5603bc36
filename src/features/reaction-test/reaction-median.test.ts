import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { median } from './reaction-median';

describe('median of the last tries', () => {
  it('is the middle value, or the rounded mean of the two middle values', () => {
    expect(median([])).toBeNull();
    expect(median([409])).toBe(409);
    expect(median([300, 167, 409, 250, 500])).toBe(300);
    expect(median([200, 300])).toBe(250);
    expect(median([201, 300, 999, 100])).toBe(251);
  });

  it('has as many values at or below it as at or above it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 50, max: 10_000 }), { minLength: 1, maxLength: 9 }), (values) => {
        const middle = median(values) as number;
        expect(values.filter((v) => v <= middle).length).toBeGreaterThanOrEqual(values.length / 2);
        expect(values.filter((v) => v >= middle).length).toBeGreaterThanOrEqual(values.length / 2);
      }),
    );
  });
});
