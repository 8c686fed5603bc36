import { assertEvent, assign, setup } from 'xstate';

/** Number of hero slides on Home (spec §9). */
export const carouselSlideCount = 3;
/** Time between automatic slide changes, in milliseconds (spec §9). */
export const carouselIntervalMs = 5000;

/** Carousel context: the slide shown and why auto-advance is held. */
export interface CarouselContext {
  index: number;
  count: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

/** Events the carousel screen sends. */
export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'MOTION_PREFERENCE'; reduced: boolean };

/** Input: how many slides, and whether the visitor asked for reduced motion. */
export interface CarouselInput { count?: number; reducedMotion?: boolean }

/** Index after moving by `step` slides, wrapping around. */
export function wrapIndex(index: number, step: number, count: number) {
  return (((index + step) % count) + count) % count;
}

/**
 * Home hero carousel: advances every 5 s while `running`; hover or keyboard focus holds it; reduced motion keeps it
 * `still`. Previous/next/dots work in every state and restart the interval while running.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: { autoAdvance: carouselIntervalMs },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isFree: ({ context }) => !context.hovered && !context.focused && !context.reducedMotion,
    isHeld: ({ context }) => context.hovered || context.focused,
  },
  actions: {
    next: assign({ index: ({ context }) => wrapIndex(context.index, 1, context.count) }),
    previous: assign({ index: ({ context }) => wrapIndex(context.index, -1, context.count) }),
    goTo: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'GO_TO');
        return Number.isInteger(event.index) && event.index >= 0 && event.index < context.count ? event.index : context.index;
      },
    }),
    markHovered: assign({ hovered: true }),
    markLeft: assign({ hovered: false }),
    markFocused: assign({ focused: true }),
    markBlurred: assign({ focused: false }),
    setMotionPreference: assign({
      reducedMotion: ({ event }) => {
        assertEvent(event, 'MOTION_PREFERENCE');
        return event.reduced;
      },
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    count: input.count ?? carouselSlideCount,
    hovered: false,
    focused: false,
    reducedMotion: input.reducedMotion ?? false,
  }),
  initial: 'starting',
  on: {
    POINTER_ENTER: { actions: 'markHovered' },
    POINTER_LEAVE: { actions: 'markLeft' },
    FOCUS_IN: { actions: 'markFocused' },
    FOCUS_OUT: { actions: 'markBlurred' },
    MOTION_PREFERENCE: { target: '.starting', actions: 'setMotionPreference' },
  },
  states: {
    starting: {
      description: 'Decides between auto-advancing, held and still from the current flags.',
      always: [
        { guard: 'prefersReducedMotion', target: 'still' },
        { guard: 'isHeld', target: 'held' },
        { target: 'running' },
      ],
    },
    running: {
      after: { autoAdvance: { target: 'running', reenter: true, actions: 'next' } },
      on: {
        NEXT: { target: 'running', reenter: true, actions: 'next', description: 'Manual move restarts the 5 s interval.' },
        PREV: { target: 'running', reenter: true, actions: 'previous' },
        GO_TO: { target: 'running', reenter: true, actions: 'goTo' },
        POINTER_ENTER: { target: 'held', actions: 'markHovered' },
        FOCUS_IN: { target: 'held', actions: 'markFocused' },
      },
    },
    held: {
      description: 'Hovered or focused: no auto-advance until both end.',
      always: { guard: 'isFree', target: 'running' },
      on: {
        NEXT: { actions: 'next' },
        PREV: { actions: 'previous' },
        GO_TO: { actions: 'goTo' },
      },
    },
    still: {
      description: 'Reduced motion: slides change only on request.',
      on: {
        NEXT: { actions: 'next' },
        PREV: { actions: 'previous' },
        GO_TO: { actions: 'goTo' },
      },
    },
  },
});
