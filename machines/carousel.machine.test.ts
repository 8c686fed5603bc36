import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testMachinePaths } from '../tests/model/harness';
import { carouselMachine, wrapIndex, type CarouselEvent } from './carousel.machine';

testMachinePaths('carousel', {
  machine: carouselMachine,
  input: {},
  // Timer steps only where their timer runs: advancing the clock 5 s in `paused` would also fire the 4 s resume.
  events: (snapshot): CarouselEvent[] => [
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
    { type: 'PAUSE' },
    { type: 'PLAY' },
    ...(snapshot.matches('running') ? [{ type: 'xstate.after.autoAdvance.carousel.running' } as never] : []),
    ...(snapshot.matches('paused') ? [{ type: 'xstate.after.resumeDelay.carousel.paused' } as never] : []),
  ],
  // Spec §9: 5000 ms between slides; issue 17: rotation resumes 4 s after an interaction (literals, not the machine's constants).
  delays: { autoAdvance: 5000, resumeDelay: 4000 },
  contextKeys: ['index', 'hovered', 'focused', 'reducedMotion', 'stopped'],
  oracle: {
    states: {
      // Spec §4/§9: 3 slides; auto-advance only while nobody hovers it, motion is allowed and the visitor did not pause it.
      running: ({ context }) => {
        expect(context.index).toBeOneOf([0, 1, 2]);
        expect(context).toMatchObject({ hovered: false, reducedMotion: false, stopped: false });
      },
      // Issue 17: just used, so still for a few seconds; not hovered (hovering holds instead).
      paused: ({ context }) => {
        expect(context.index).toBeOneOf([0, 1, 2]);
        expect(context).toMatchObject({ hovered: false, reducedMotion: false, stopped: false });
      },
      held: ({ context }) => {
        expect(context.index).toBeOneOf([0, 1, 2]);
        expect(context.hovered).toBe(true);
        expect(context).toMatchObject({ reducedMotion: false, stopped: false });
      },
      stopped: ({ context }) => {
        expect(context.index).toBeOneOf([0, 1, 2]);
        expect(context).toMatchObject({ stopped: true, reducedMotion: false });
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
        // 5 s later: the next slide when rotating, the same slide when hovered, just used, paused or still.
        expect(after.context.index, `5 s after slide ${before.context.index}`).toBe(before.matches('running') ? (before.context.index + 1) % slides : before.context.index);
      }
      if ((event.type as string).startsWith('xstate.after.resumeDelay') && before.matches('paused')) {
        // Issue 17: 4 s after the last interaction rotation resumes, even with focus still inside, on the same slide.
        expect(after.matches('running'), 'rotation resumes').toBe(true);
        expect(after.context.index).toBe(before.context.index);
      }
      // Issue 17: using the carousel while it rotates pauses it (it does not keep moving under the visitor's hand).
      if (['NEXT', 'PREV', 'GO_TO', 'FOCUS_IN'].includes(event.type) && before.matches('running')) expect(after.matches('paused'), `${event.type} pauses`).toBe(true);
      if (event.type === 'PAUSE' && !before.matches('still')) expect(after.matches('stopped')).toBe(true);
      if (event.type === 'PLAY' && before.matches('stopped')) expect(after.matches('stopped')).toBe(false);
      if (before.matches('stopped') && event.type !== 'PLAY' && event.type !== 'MOTION_PREFERENCE') expect(after.matches('stopped'), `${event.type} keeps it paused`).toBe(true);
      if (['POINTER_ENTER', 'POINTER_LEAVE', 'FOCUS_IN', 'FOCUS_OUT', 'MOTION_PREFERENCE', 'PAUSE', 'PLAY'].includes(event.type)) {
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
