import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import type { TarotReading } from '../supabase/functions/_shared/contract/content-types';
import { tarotMachine, type TarotDraw, type TarotEvent } from './tarot.machine';

const reading: TarotReading = {
  cards: [
    { name: 'The Fool', direction: 'upright', emoji: '🃏', keywords: ['new beginnings'], interpretation: 'A leap.' },
    { name: 'Death', direction: 'reversed', emoji: '🦋', keywords: ['stagnation'], interpretation: 'Holding on.' },
    { name: 'The Sun', direction: 'upright', emoji: '☀️', keywords: ['joy'], interpretation: 'Warmth.' },
  ],
  overallMessage: 'All will be well.',
  luckyColor: 'gold',
  luckyItem: 'a key',
};
const draw: TarotDraw = { reading, source: 'engine' };

testMachinePaths('tarot', {
  machine: tarotMachine,
  events: (snapshot): TarotEvent[] => [
    { type: 'START' },
    { type: 'PICK', position: 'past' },
    { type: 'PICK', position: 'future' },
    { type: 'NEW_READING' },
    ...(snapshot.matches({ revealing: 'drawing' })
      ? [{ type: 'xstate.done.actor.drawReading', output: draw } as never, { type: 'xstate.error.actor.drawReading', error: new Error('down') } as never]
      : []),
    ...(snapshot.matches({ revealing: 'arrived' }) ? [{ type: 'xstate.after.revealDelay.tarot.revealing.arrived' } as never] : []),
    ...(snapshot.matches({ revealing: 'flipped' }) ? [{ type: 'xstate.after.completeDelay.tarot.revealing.flipped' } as never] : []),
  ],
  deferredActors: ['drawReading'],
  // Spec §9: 2 s after the reading arrives the card flips, 1.5 s later the reading is complete (the harness checks
  // that nothing changes 1 ms before each).
  delays: { revealDelay: 2000, completeDelay: 1500 },
  contextKeys: ['chosen', 'draw'],
  oracle: {
    states: {
      idle: (s) => {
        expect(s.context.chosen).toBeNull();
        expect(s.context.draw).toBeNull();
      },
      selecting: (s) => {
        // Three face-down cards, none chosen, nothing drawn.
        expect(s.context.chosen).toBeNull();
        expect(s.context.draw).toBeNull();
      },
      'revealing.drawing': (s) => {
        // A card was chosen and the request is out; nothing to show yet.
        expect(s.context.chosen).not.toBeNull();
        expect(s.context.draw).toBeNull();
      },
      'revealing.arrived': (s) => {
        expect(s.context.chosen).not.toBeNull();
        expect(s.context.draw).toEqual(draw);
      },
      'revealing.flipped': (s) => {
        expect(s.context.chosen).not.toBeNull();
        expect(s.context.draw).toEqual(draw);
      },
      complete: (s) => {
        expect(s.context.chosen).not.toBeNull();
        expect(s.context.draw).toEqual(draw);
      },
    },
    step: (before, event, after) => {
      const type = event.type as string;
      if (type === 'START' && before.matches('idle')) expect(after.matches('selecting')).toBe(true);
      if (type === 'PICK' && before.matches('selecting')) {
        // Picking a card starts the reveal with that card.
        expect(after.matches({ revealing: 'drawing' })).toBe(true);
        expect(after.context.chosen).toBe((event as { position: string }).position);
      }
      if (type === 'PICK' && before.matches('revealing')) {
        // Further picks are ignored while revealing.
        expect(after.value).toEqual(before.value);
        expect(after.context.chosen).toBe(before.context.chosen);
      }
      if (type === 'xstate.error.actor.drawReading') {
        // Failure: back to selecting, the choice cleared.
        expect(after.matches('selecting')).toBe(true);
        expect(after.context.chosen).toBeNull();
      }
      if (type === 'xstate.done.actor.drawReading') expect(after.matches({ revealing: 'arrived' })).toBe(true);
      if (type.startsWith('xstate.after.revealDelay')) expect(after.matches({ revealing: 'flipped' })).toBe(true);
      if (type.startsWith('xstate.after.completeDelay')) expect(after.matches('complete')).toBe(true);
      if (type === 'NEW_READING' && before.matches('complete')) expect(after.matches('idle')).toBe(true);
      if (type === 'NEW_READING' && !before.matches('complete')) expect(after.value).toEqual(before.value);
    },
  },
});

describe('tarot timing on a controlled clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flips exactly 2 s after the reading arrives and completes 3.5 s after it', async () => {
    vi.useFakeTimers();
    let settle: (value: TarotDraw) => void = () => undefined;
    const actor = createActor(tarotMachine.provide({ actors: { drawReading: fromPromise<TarotDraw>(() => new Promise((resolve) => { settle = resolve; })) } }));
    const completed = vi.fn();
    actor.on('completed', completed);
    actor.start();
    actor.send({ type: 'START' });
    actor.send({ type: 'PICK', position: 'present' });
    // The request may take any time: nothing flips while it runs.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().matches({ revealing: 'drawing' })).toBe(true);
    settle(draw);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ revealing: 'arrived' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().matches({ revealing: 'arrived' }), 'nothing flips before 2 s').toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ revealing: 'flipped' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1499);
    expect(actor.getSnapshot().matches({ revealing: 'flipped' })).toBe(true);
    expect(completed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('complete'), 'complete at 3.5 s after arrival').toBe(true);
    expect(completed).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('sends a single request however many cards are clicked during the reveal', async () => {
    vi.useFakeTimers();
    const request = vi.fn(() => Promise.resolve(draw));
    const actor = createActor(tarotMachine.provide({ actors: { drawReading: fromPromise<TarotDraw>(request) } }));
    actor.start();
    actor.send({ type: 'START' });
    actor.send({ type: 'PICK', position: 'past' });
    actor.send({ type: 'PICK', position: 'future' });
    await vi.advanceTimersByTimeAsync(2500);
    actor.send({ type: 'PICK', position: 'present' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(request).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.chosen).toBe('past');
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    actor.stop();
  });
});
