import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testMachinePaths } from '../tests/model/harness';
import { carouselMachine, carouselIntervalMs, wrapIndex } from './carousel.machine';

testMachinePaths('carousel', {
  machine: carouselMachine,
  input: {},
  events: [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'GO_TO', index: 2 },
    { type: 'GO_TO', index: 7 },
    { type: 'POINTER_ENTER' },
    { type: 'POINTER_LEAVE' },
    { type: 'FOCUS_IN' },
    { type: 'FOCUS_OUT' },
    { type: 'MOTION_PREFERENCE', reduced: true },
    { type: 'MOTION_PREFERENCE', reduced: false },
    { type: 'xstate.after.autoAdvance.carousel.running' } as never,
  ],
  delays: { autoAdvance: carouselIntervalMs },
  contextKeys: ['index', 'hovered', 'focused', 'reducedMotion'],
});

describe('wrapIndex', () => {
  it('always lands on a slide and undoes itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), fc.integer({ min: -50, max: 50 }), (count, start, step) => {
        const index = start % count;
        const moved = wrapIndex(index, step, count);
        expect(moved).toBeGreaterThanOrEqual(0);
        expect(moved).toBeLessThan(count);
        expect(wrapIndex(moved, -step, count)).toBe(index);
      }),
    );
  });
});
