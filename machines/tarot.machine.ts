import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { TarotReading } from '../supabase/functions/_shared/contract/content-types';
import type { GenerationSource } from './generation.machine';

/** The three face-down cards, in the order they are laid out. */
export const tarotPositions = ['past', 'present', 'future'] as const;

/** One of the three positions of a reading. */
export type TarotPosition = (typeof tarotPositions)[number];

/** Spec §9: after the reading arrives, wait this long before the chosen card flips (ms). */
export const tarotRevealDelayMs = 2000;
/** Spec §9: after the flip, wait this long before the full reading shows (ms). */
export const tarotCompleteDelayMs = 1500;

/** A reading and who wrote it. */
export interface TarotDraw {
  /** Reading A (spec §3). */
  reading: TarotReading;
  /** The built-in engine or a configured model. */
  source: GenerationSource;
}

/** Context of the tarot reader. */
export interface TarotContext {
  /** The card the visitor picked, or null while none is. */
  chosen: TarotPosition | null;
  /** The reading once it has arrived (shown after the flip). */
  draw: TarotDraw | null;
}

/** Events the screen sends. */
export type TarotEvent =
  | { type: 'START' }
  | { type: 'PICK'; position: TarotPosition }
  | { type: 'NEW_READING' };

/** Events the machine emits for the screen's toasts. */
export type TarotEmitted = { type: 'failed'; error: unknown } | { type: 'completed' };

/**
 * The tarot reader (spec §4): idle → selecting (start) → revealing (a card chosen, the request made). When the reading
 * arrives, wait `revealDelay`, flip the card, wait `completeDelay`, then complete. Further picks are ignored while
 * revealing; a failure goes back to selecting with the choice cleared; New reading returns to idle.
 */
export const tarotMachine = setup({
  types: {
    context: {} as TarotContext,
    events: {} as TarotEvent,
    emitted: {} as TarotEmitted,
  },
  actors: {
    /** The request; the screen provides the real one (the data layer's ai-content call). */
    drawReading: fromPromise<TarotDraw>(() => Promise.reject(new Error('The screen provides the drawReading actor.'))),
  },
  delays: {
    revealDelay: tarotRevealDelayMs,
    completeDelay: tarotCompleteDelayMs,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'PICK');
      return { chosen: event.position };
    }),
    storeDraw: assign((_, params: { draw: TarotDraw }) => ({ draw: params.draw })),
    clearChoice: assign({ chosen: null, draw: null }),
    reportFailure: emit((_, params: { error: unknown }) => ({ type: 'failed' as const, error: params.error })),
    reportCompleted: emit({ type: 'completed' as const }),
  },
}).createMachine({
  id: 'tarot',
  context: { chosen: null, draw: null },
  initial: 'idle',
  states: {
    idle: {
      entry: 'clearChoice',
      on: { START: 'selecting' },
    },
    selecting: {
      on: { PICK: { target: 'revealing', actions: 'choose' } },
    },
    revealing: {
      description: 'further picks are ignored here: PICK has no transition',
      initial: 'drawing',
      states: {
        drawing: {
          invoke: {
            id: 'drawReading',
            src: 'drawReading',
            onDone: { target: 'arrived', actions: { type: 'storeDraw', params: ({ event }) => ({ draw: event.output }) } },
            onError: {
              target: '#tarot.selecting',
              actions: ['clearChoice', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
              description: 'back to the three face-down cards, none chosen',
            },
          },
        },
        arrived: { after: { revealDelay: 'flipped' } },
        flipped: { after: { completeDelay: '#tarot.complete' } },
      },
    },
    complete: {
      entry: 'reportCompleted',
      on: { NEW_READING: 'idle' },
    },
  },
});
