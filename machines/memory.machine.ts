import { assertEvent, assign, setup } from 'xstate';
import { memoryMatchHoldMs, memoryMismatchFlipBackMs, memoryPairs } from '../engines/memory/config';
import {
  type MemoryCard,
  allMatched,
  canFlip,
  createSeededDeck,
  flipDown,
  flipUp,
  isPair,
  markMatched,
  matchedPairs,
} from '../engines/memory/rules';

/** Memory context: the deck, the open cards, the counters and the play time. */
export interface MemoryContext {
  /** Seed of the current deck (input for the first; Reset brings the next one). */
  seed: number;
  pairs: number;
  deck: MemoryCard[];
  /** Ids of the face-up cards not yet matched (at most two). */
  open: number[];
  /** Pairs tried (one move per two flips). */
  moves: number;
  /** Pairs matched. */
  matches: number;
  /** Time of the first flip, in milliseconds (the screen's clock), or null before it. */
  startedAt: number | null;
  /** Time of the latest flip, in milliseconds. */
  lastFlipAt: number | null;
  /** Play time of a won game, in milliseconds (first flip to last flip). */
  elapsedMs: number;
}

/** Events the memory screen sends: `at` is the screen's clock in milliseconds; Reset brings the next deck's seed. */
export type MemoryEvent = { type: 'FLIP'; index: number; at: number } | { type: 'RESET'; seed: number };

/** Input: the first deck's seed; the pair count only changes in tests. */
export interface MemoryInput {
  seed: number;
  pairs?: number;
}

/** A fresh game on the deck of `seed`. */
function freshGame(seed: number, pairs: number) {
  return { seed, pairs, deck: createSeededDeck(seed, pairs), open: [], moves: 0, matches: 0, startedAt: null, lastFlipAt: null, elapsedMs: 0 };
}

/**
 * Memory match (spec §4, §9): flip two cards; a pair stays after 0.5 s and counts, a mismatch flips back after 1 s,
 * a third flip is blocked while two are open, one move per pair tried; all pairs matched is a win. Reset deals anew.
 */
export const memoryMachine = setup({
  types: {
    context: {} as MemoryContext,
    events: {} as MemoryEvent,
    input: {} as MemoryInput,
  },
  delays: { matchHold: memoryMatchHoldMs, mismatchFlipBack: memoryMismatchFlipBackMs },
  guards: {
    canFlipCard: ({ context, event }) => {
      assertEvent(event, 'FLIP');
      return canFlip(context.deck, context.open, event.index);
    },
    completesPair: ({ context, event }) => {
      assertEvent(event, 'FLIP');
      const first = context.open[0];
      return first !== undefined && canFlip(context.deck, context.open, event.index) && isPair(context.deck, first, event.index);
    },
    isLastPair: ({ context }) => allMatched(markMatched(context.deck, context.open)),
  },
  actions: {
    flipCard: assign(({ context, event }) => {
      assertEvent(event, 'FLIP');
      return {
        deck: flipUp(context.deck, event.index),
        open: [...context.open, event.index],
        startedAt: context.startedAt ?? event.at,
        lastFlipAt: event.at,
      };
    }),
    countMove: assign({ moves: ({ context }) => context.moves + 1 }),
    keepPair: assign(({ context }) => {
      const deck = markMatched(context.deck, context.open);
      return { deck, open: [], matches: matchedPairs(deck) };
    }),
    turnBack: assign(({ context }) => ({ deck: flipDown(context.deck, context.open), open: [] })),
    stopClock: assign({ elapsedMs: ({ context }) => Math.max(0, (context.lastFlipAt ?? 0) - (context.startedAt ?? 0)) }),
    dealNewDeck: assign(({ context, event }) => {
      assertEvent(event, 'RESET');
      return freshGame(event.seed >>> 0, context.pairs);
    }),
    announceFlip: () => {},
    announceMatch: () => {},
    announceMismatch: () => {},
    announceWin: () => {},
  },
}).createMachine({
  id: 'memory',
  context: ({ input }) => freshGame(input.seed >>> 0, input.pairs ?? memoryPairs),
  initial: 'ready',
  on: {
    RESET: { target: '.ready', actions: 'dealNewDeck', description: 'Deals a new shuffled deck; counters back to 0.' },
  },
  states: {
    ready: {
      description: 'All cards face down, nothing flipped yet (the clock starts on the first flip).',
      on: { FLIP: { guard: 'canFlipCard', target: 'oneOpen', actions: ['flipCard', 'announceFlip'] } },
    },
    noneOpen: {
      on: { FLIP: { guard: 'canFlipCard', target: 'oneOpen', actions: ['flipCard', 'announceFlip'] } },
    },
    oneOpen: {
      on: {
        FLIP: [
          { guard: 'completesPair', target: 'matching', actions: ['flipCard', 'countMove', 'announceFlip'] },
          { guard: 'canFlipCard', target: 'mismatching', actions: ['flipCard', 'countMove', 'announceFlip'] },
        ],
      },
    },
    matching: {
      description: 'Two equal cards open: they count after 0.5 s; further flips are blocked.',
      after: {
        matchHold: [
          { guard: 'isLastPair', target: 'won', actions: ['keepPair', 'stopClock', 'announceMatch'] },
          { target: 'noneOpen', actions: ['keepPair', 'announceMatch'] },
        ],
      },
    },
    mismatching: {
      description: 'Two different cards open: they turn back after 1 s; further flips are blocked.',
      after: { mismatchFlipBack: { target: 'noneOpen', actions: ['turnBack', 'announceMismatch'] } },
    },
    won: {
      entry: 'announceWin',
    },
  },
});
