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
  delays: { matchHold: memoryMatchHoldMs, mismatchFlipBack: memoryMismatchFlipBackMs },
  // Moves and play time grow without bound on repeated mismatches and steer no guard: the full-deck test checks them.
  contextKeys: ['deck', 'open', 'matches', 'startedAt'],
});

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
