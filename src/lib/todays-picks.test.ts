import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayKey, msUntilLocalMidnight, picksForDay } from './todays-picks';

const items = Array.from({ length: 16 }, (_, i) => `game-${i}`);
const anyDay = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });

describe("today's picks", () => {
  it('gives three distinct games, the same all local day long', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 86_399_999 }), (date, offset) => {
        const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
        const picks = picksForDay(items, start);
        expect(new Set(picks).size).toBe(3);
        const later = new Date(start.getTime() + offset);
        if (dayKey(later) === dayKey(start)) expect(picksForDay(items, later)).toEqual(picks);
      }),
    );
  });

  it('follows the local calendar day, not the UTC one', () => {
    // 23:30 and 00:30 local time: one hour apart, two different local days whatever the time zone.
    const lateEvening = new Date(2026, 2, 14, 23, 30);
    const afterMidnight = new Date(2026, 2, 15, 0, 30);
    expect(dayKey(lateEvening)).toBe('2026-03-14');
    expect(dayKey(afterMidnight)).toBe('2026-03-15');
  });

  it('counts down to the next local midnight', () => {
    expect(msUntilLocalMidnight(new Date(2026, 2, 14, 23, 30))).toBe(30 * 60_000);
    fc.assert(
      fc.property(anyDay, (date) => {
        const wait = msUntilLocalMidnight(date);
        expect(wait).toBeGreaterThan(0);
        expect(dayKey(new Date(date.getTime() + wait))).not.toBe(dayKey(date));
        if (wait > 1) expect(dayKey(new Date(date.getTime() + wait - 1))).toBe(dayKey(date));
      }),
    );
  });

  it('changes from day to day', () => {
    const days = Array.from({ length: 30 }, (_, i) => picksForDay(items, new Date(2026, 0, 1 + i)).join());
    expect(new Set(days).size).toBeGreaterThan(20);
  });
});
