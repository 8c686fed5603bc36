import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayKey, picksForDay } from './todays-picks';

const items = Array.from({ length: 16 }, (_, i) => `game-${i}`);

describe("today's picks", () => {
  it('gives three distinct games, the same all day long', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 86_399_999 }), (date, offset) => {
        const start = new Date(`${dayKey(date)}T00:00:00Z`);
        const picks = picksForDay(items, start);
        expect(new Set(picks).size).toBe(3);
        expect(picksForDay(items, new Date(start.getTime() + offset))).toEqual(picks);
      }),
    );
  });

  it('changes from day to day', () => {
    const days = Array.from({ length: 30 }, (_, i) => picksForDay(items, new Date(Date.UTC(2026, 0, 1 + i))).join());
    expect(new Set(days).size).toBeGreaterThan(20);
  });
});
