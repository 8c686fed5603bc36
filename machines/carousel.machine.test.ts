import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testMachinePaths } from '../tests/model/harness';
import { carouselMachine, wrapIndex } from './carousel.machine';

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
  // Spec §9: 5000 ms between slides (a literal, not the machine's constant).
  delays: { autoAdvance: 5000 },
  contextKeys: ['index', 'hovered', 'focused', 'reducedMotion'],
  oracle: {
    states: {
      // Spec §4/§9: 3 slides; auto-advance only while nobody hovers or focuses it and motion is allowed.
      running: ({ context }) => {
        expect(context.index).toBeOneOf([0, 1, 2]);
        expect(context).toMatchObject({ hovered: false, focused: false, reducedMotion: false });
      },
      held: ({ context }) => {
        expect(context.index).toBeOneOf([0, 1, 2]);
        expect(context.hovered || context.focused).toBe(true);
        expect(context.reducedMotion).toBe(false);
      },
      still: ({ context }) => {
        expect(context.index).toBeOneOf([0, 1, 2]);
        expect(context.reducedMotion).toBe(true);
      },
    },
    step: (before, event, after) => {
      const slides = 3;
      const moved = (() => {
        switch (event.type) {
          case 'NEXT':
            return (before.context.index + 1) % slides;
          case 'PREV':
            return (before.context.index + slides - 1) % slides;
          case 'GO_TO':
            return event.index >= 0 && event.index < slides ? event.index : before.context.index;
          default:
            return undefined;
        }
      })();
      if (moved !== undefined) expect(after.context.index, `${event.type} from ${before.context.index}`).toBe(moved);
      if ((event.type as string).startsWith('xstate.after.autoAdvance')) {
        // 5 s later: the next slide when free to move, the same slide when hovered, focused or still.
        const free = !before.context.hovered && !before.context.focused && !before.context.reducedMotion;
        expect(after.context.index, `5 s after slide ${before.context.index}`).toBe(free ? (before.context.index + 1) % slides : before.context.index);
      }
      if (['POINTER_ENTER', 'POINTER_LEAVE', 'FOCUS_IN', 'FOCUS_OUT', 'MOTION_PREFERENCE'].includes(event.type)) {
        expect(after.context.index, `${event.type} keeps the slide`).toBe(before.context.index);
      }
      if (event.type === 'POINTER_ENTER') expect(after.context.hovered).toBe(true);
      if (event.type === 'POINTER_LEAVE') expect(after.context.hovered).toBe(false);
      if (event.type === 'FOCUS_IN') expect(after.context.focused).toBe(true);
      if (event.type === 'FOCUS_OUT') expect(after.context.focused).toBe(false);
      if (event.type === 'MOTION_PREFERENCE') expect(after.context.reducedMotion).toBe(event.reduced);
    },
  },
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
