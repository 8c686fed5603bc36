import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { memoryMatchHoldMs, memoryMismatchFlipBackMs } from '../engines/memory/config';
import { createSeededDeck } from '../engines/memory/rules';
import { memoryMachine, type MemoryEvent } from './memory.machine';

const seed = 3;
const input = { seed, pairs: 2 };

testMachinePaths('memory', {
  machine: memoryMachine,
  input,
  // A delay only elapses in the state that owns it (advancing the clock elsewhere would fire the other timer).
  events: (snapshot): MemoryEvent[] => [
    ...[0, 1, 2, 3].map((index): MemoryEvent => ({ type: 'FLIP', index, at: 1_000 + index })),
    { type: 'FLIP', index: 9, at: 1_100 },
    { type: 'RESET', seed },
    ...(snapshot.matches('matching') ? [{ type: 'xstate.after.matchHold.memory.matching' } as unknown as MemoryEvent] : []),
    ...(snapshot.matches('mismatching') ? [{ type: 'xstate.after.mismatchFlipBack.memory.mismatching' } as unknown as MemoryEvent] : []),
  ],
  // Spec §9: a match holds 0.5 s, a mismatch flips back after 1 s (literals, not the engine's constants).
  delays: { matchHold: 500, mismatchFlipBack: 1000 },
  // Moves and play time grow without bound on repeated mismatches and steer no guard: the full-deck test checks them.
  contextKeys: ['deck', 'open', 'matches', 'startedAt'],
  oracle: {
    states: {
      ready: (snapshot) => {
        keepsDeck(snapshot.context);
        expect(snapshot.context).toMatchObject({ open: [], moves: 0, matches: 0 });
      },
      noneOpen: (snapshot) => {
        keepsDeck(snapshot.context);
        expect(snapshot.context.open).toEqual([]);
      },
      oneOpen: (snapshot) => {
        keepsDeck(snapshot.context);
        expect(snapshot.context.open).toHaveLength(1);
      },
      matching: (snapshot) => {
        keepsDeck(snapshot.context);
        const [a, b] = openEmoji(snapshot.context);
        expect(a).toBe(b);
      },
      mismatching: (snapshot) => {
        keepsDeck(snapshot.context);
        const [a, b] = openEmoji(snapshot.context);
        expect(a).not.toBe(b);
      },
      // Matching all pairs is a win.
      won: (snapshot) => {
        keepsDeck(snapshot.context);
        expect(snapshot.context.deck.every((card) => card.isMatched)).toBe(true);
        expect(snapshot.context.matches).toBe(input.pairs);
      },
    },
    step: (before, event, after) => {
      const type = event.type as string;
      if (event.type === 'FLIP') {
        const card = before.context.deck[event.index];
        const flippable = card !== undefined && !card.isFlipped && !card.isMatched && before.context.open.length < 2;
        const blocked = before.matches('matching') || before.matches('mismatching') || before.matches('won') || !flippable;
        if (blocked) {
          // A third flip is blocked while two are open (and a face-up or missing card cannot flip).
          expect(after.context.deck).toEqual(before.context.deck);
          expect(after.context.moves).toBe(before.context.moves);
        } else {
          expect(after.context.deck[event.index]?.isFlipped).toBe(true);
          // Moves count per pair: the second card of a pair adds one.
          expect(after.context.moves).toBe(before.context.moves + (before.context.open.length === 1 ? 1 : 0));
        }
      }
      if (type.startsWith('xstate.after.mismatchFlipBack') && before.matches('mismatching')) {
        // A mismatch flips back after 1 s.
        for (const id of before.context.open) expect(after.context.deck[id]?.isFlipped).toBe(false);
        expect(after.context.matches).toBe(before.context.matches);
      }
      if (type.startsWith('xstate.after.matchHold') && before.matches('matching')) {
        // A match stays after 0.5 s and counts.
        for (const id of before.context.open) expect(after.context.deck[id]).toMatchObject({ isFlipped: true, isMatched: true });
        expect(after.context.matches).toBe(before.context.matches + 1);
      }
      if (event.type === 'RESET') {
        expect(after.value).toBe('ready');
        expect(after.context.deck.every((card) => !card.isFlipped && !card.isMatched)).toBe(true);
      }
    },
  },
});

/** Emoji of the open cards. */
function openEmoji(context: { deck: { emoji: string }[]; open: number[] }) {
  expect(context.open).toHaveLength(2);
  return context.open.map((id) => context.deck[id]?.emoji);
}

/** Every state: each emoji on exactly two cards, at most two open cards (face up, unmatched), the rest face down unless matched, matches = matched pairs. */
function keepsDeck(context: { deck: { id: number; emoji: string; isFlipped: boolean; isMatched: boolean }[]; open: number[]; matches: number; moves: number }) {
  const { deck, open, matches, moves } = context;
  expect(deck).toHaveLength(2 * input.pairs);
  const counts = new Map<string, number>();
  for (const card of deck) counts.set(card.emoji, (counts.get(card.emoji) ?? 0) + 1);
  expect([...counts.values()].every((n) => n === 2)).toBe(true);
  expect(open.length).toBeLessThanOrEqual(2);
  deck.forEach((card, id) => {
    expect(card.id).toBe(id);
    if (open.includes(id)) expect(card).toMatchObject({ isFlipped: true, isMatched: false });
    else expect(card.isFlipped).toBe(card.isMatched);
  });
  expect(matches).toBe(deck.filter((card) => card.isMatched).length / 2);
  expect(moves).toBeGreaterThanOrEqual(matches);
}

describe('memory machine on a full deck', () => {
  it('holds a match 0.5 s, flips a mismatch back after 1 s, blocks a third flip, and wins after 8 pairs', () => {
    vi.useFakeTimers();
    try {
      const announced: string[] = [];
      const machine = memoryMachine.provide({
        actions: {
          announceMatch: () => announced.push('match'),
          announceMismatch: () => announced.push('mismatch'),
          announceWin: ({ context }) => announced.push(`win ${context.moves} ${context.elapsedMs}`),
        },
      });
      const actor = createActor(machine, { input: { seed: 11 } }).start();
      const deck = createSeededDeck(11);
      expect(actor.getSnapshot().context.deck).toEqual(deck);
      const partner = (index: number) => deck.findIndex((card) => card.id !== index && card.emoji === deck[index]?.emoji);
      const stranger = (index: number) => deck.findIndex((card) => card.emoji !== deck[index]?.emoji);

      // A mismatch, with a blocked third flip.
      actor.send({ type: 'FLIP', index: 0, at: 0 });
      actor.send({ type: 'FLIP', index: stranger(0), at: 100 });
      const third = deck.findIndex((card) => card.id !== 0 && card.id !== stranger(0));
      actor.send({ type: 'FLIP', index: third, at: 150 });
      expect(actor.getSnapshot().context.deck[third]?.isFlipped).toBe(false);
      vi.advanceTimersByTime(memoryMismatchFlipBackMs - 1);
      expect(actor.getSnapshot().context.open).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().context.deck.every((card) => !card.isFlipped)).toBe(true);
      expect(actor.getSnapshot().context.moves).toBe(1);

      // Every pair in turn.
      let at = 1_000;
      const done = new Set<number>();
      for (const card of deck) {
        if (done.has(card.id)) continue;
        const other = partner(card.id);
        done.add(card.id).add(other);
        actor.send({ type: 'FLIP', index: card.id, at: (at += 100) });
        actor.send({ type: 'FLIP', index: other, at: (at += 100) });
        vi.advanceTimersByTime(memoryMatchHoldMs - 1);
        expect(actor.getSnapshot().context.deck[other]?.isMatched).toBe(false);
        vi.advanceTimersByTime(1);
        expect(actor.getSnapshot().context.deck[other]?.isMatched).toBe(true);
      }
      const { context, value } = actor.getSnapshot();
      expect(value).toBe('won');
      expect(context).toMatchObject({ moves: 9, matches: 8, elapsedMs: at });
      expect(announced.filter((a) => a === 'match')).toHaveLength(8);
      expect(announced.at(-1)).toBe(`win 9 ${at}`);
    } finally {
      vi.useRealTimers();
    }
  });
});
