import { assertEvent, assign, setup } from 'xstate';

/** Number of hero slides on Home (spec §9). */
export const carouselSlideCount = 3;
/** Time between automatic slide changes, in milliseconds (spec §9). */
export const carouselIntervalMs = 5000;
/** How long rotation waits after an interaction (a button, a dot, keyboard focus) before it resumes, in milliseconds. */
export const carouselResumeMs = 4000;

/** Carousel context: the slide shown and why auto-advance is held. */
export interface CarouselContext {
  index: number;
  count: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
  /** The visitor pressed Pause: no rotation until Play. */
  stopped: boolean;
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
  | { type: 'MOTION_PREFERENCE'; reduced: boolean }
  | { type: 'PAUSE' }
  | { type: 'PLAY' };

/** Input: how many slides, and whether the visitor asked for reduced motion. */
export interface CarouselInput { count?: number; reducedMotion?: boolean }

/** Index after moving by `step` slides, wrapping around. */
export function wrapIndex(index: number, step: number, count: number) {
  return (((index + step) % count) + count) % count;
}

/**
 * Home hero carousel: advances every 5 s while `running`; hovering holds it; an interaction (previous/next/dots,
 * keyboard focus) pauses it and rotation resumes 4 s after the last one; Pause stops it until Play; reduced motion keeps
 * it `still`. Previous/next/dots work in every state.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: { autoAdvance: carouselIntervalMs, resumeDelay: carouselResumeMs },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isStopped: ({ context }) => context.stopped,
    isFree: ({ context }) => !context.hovered && !context.reducedMotion && !context.stopped,
    isHeld: ({ context }) => context.hovered,
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
    markStopped: assign({ stopped: true }),
    markPlaying: assign({ stopped: false }),
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
    stopped: false,
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
      description: 'Decides between auto-advancing, stopped, held and still from the current flags.',
      always: [
        { guard: 'prefersReducedMotion', target: 'still' },
        { guard: 'isStopped', target: 'stopped' },
        { guard: 'isHeld', target: 'held' },
        { target: 'running' },
      ],
    },
    running: {
      after: { autoAdvance: { target: 'running', reenter: true, actions: 'next' } },
      on: {
        NEXT: { target: 'paused', actions: 'next', description: 'A manual move pauses rotation for a few seconds.' },
        PREV: { target: 'paused', actions: 'previous' },
        GO_TO: { target: 'paused', actions: 'goTo' },
        FOCUS_IN: { target: 'paused', actions: 'markFocused' },
        POINTER_ENTER: { target: 'held', actions: 'markHovered' },
        PAUSE: { target: 'stopped', actions: 'markStopped' },
      },
    },
    paused: {
      description: 'Just used: rotation resumes 4 s after the last interaction, even if focus stays inside.',
      after: { resumeDelay: { target: 'starting' } },
      on: {
        NEXT: { target: 'paused', reenter: true, actions: 'next' },
        PREV: { target: 'paused', reenter: true, actions: 'previous' },
        GO_TO: { target: 'paused', reenter: true, actions: 'goTo' },
        FOCUS_IN: { target: 'paused', reenter: true, actions: 'markFocused' },
        POINTER_ENTER: { target: 'held', actions: 'markHovered' },
        PAUSE: { target: 'stopped', actions: 'markStopped' },
      },
    },
    held: {
      description: 'Hovered: no auto-advance until the pointer leaves.',
      always: { guard: 'isFree', target: 'running' },
      on: {
        NEXT: { actions: 'next' },
        PREV: { actions: 'previous' },
        GO_TO: { actions: 'goTo' },
        PAUSE: { target: 'stopped', actions: 'markStopped' },
      },
    },
    stopped: {
      description: 'The visitor pressed Pause: slides change only on request until Play.',
      on: {
        NEXT: { actions: 'next' },
        PREV: { actions: 'previous' },
        GO_TO: { actions: 'goTo' },
        PLAY: { target: 'starting', actions: 'markPlaying' },
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
