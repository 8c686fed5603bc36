import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { appleClockTickMs, appleFailureVibrationMs, appleSuccessVibrationMs } from '../engines/apple/config';
import { createSeededGrid } from '../engines/apple/rules';
import { appleMachine, type AppleEvent } from './apple.machine';

/** First seed whose board of `columns` × 1 passes `test` (a deterministic search). */
function findSeed(columns: number, test: (cells: number[]) => boolean) {
  for (let seed = 0; seed < 100_000; seed += 1) if (test(createSeededGrid(seed, columns, 1).cells as number[])) return seed;
  throw new Error('no test seed found');
}

/** Path-test board [a, 10 − a, c]: one pair, and c pairs with neither (clearing the pair leaves no move). */
const seed = findSeed(3, ([a = 0, b = 0, c = 0]) => a + b === 10 && a !== 5 && a + c !== 10 && b + c !== 10);
/** Effects-test board [a, 10 − a, b, 10 − b]: two separate pairs. */
const twoPairSeed = findSeed(4, ([a = 0, b = 0, c = 0, d = 0]) => a + b === 10 && c + d === 10 && a !== 5 && c !== 5);
const input = { seed, columns: 3, rows: 1, durationMs: 2 * appleClockTickMs };
const twoPairInput = { seed: twoPairSeed, columns: 4, rows: 1, durationMs: 2 * appleClockTickMs };
const tick = { type: 'xstate.after.clockTick.apple.playing.clock.running' } as unknown as AppleEvent;

testMachinePaths('apple', {
  machine: appleMachine,
  input,
  events: [
    { type: 'START' },
    { type: 'DRAG_START', point: { x: 0.1, y: 0.1 } },
    { type: 'DRAG_START', point: { x: 1.1, y: 0.1 } },
    { type: 'DRAG_MOVE', point: { x: 1.9, y: 0.9 } },
    { type: 'DRAG_MOVE', point: { x: 2.9, y: 0.9 } },
    { type: 'DRAG_END' },
    { type: 'DRAG_CANCEL' },
    { type: 'MOVE_CURSOR', dx: 1, dy: 0, extend: true },
    { type: 'CONFIRM' },
    { type: 'CLEAR_SELECTION' },
    { type: 'PLAY_AGAIN', seed },
    tick,
  ],
  delays: { clockTick: appleClockTickMs },
  contextKeys: ['seed', 'grid', 'score', 'remainingMs', 'box', 'selected', 'sum', 'cursor', 'anchor', 'overReason'],
});

describe('apple machine effects', () => {
  function run() {
    const calls: string[] = [];
    const machine = appleMachine.provide({
      actions: {
        vibrate: (_, params) => calls.push(`vibrate ${JSON.stringify(params.pattern)}`),
        announceCleared: ({ context }) => calls.push(`cleared ${context.lastCleared} → ${context.score}`),
        announceWrongSum: ({ context }) => calls.push(`wrong ${context.sum}`),
        announceGameOver: ({ context }) => calls.push(`over ${context.overReason}`),
        requestFullscreenOnMobile: () => calls.push('fullscreen'),
      },
    });
    return { actor: createActor(machine, { input: twoPairInput }).start(), calls };
  }

  it('clears a sum-10 drag (+10 per apple, 30-10-30 vibration) and rejects others (100 ms vibration)', () => {
    const { actor, calls } = run();
    actor.send({ type: 'START' });
    actor.send({ type: 'DRAG_START', point: { x: 0.1, y: 0.2 } });
    actor.send({ type: 'DRAG_MOVE', point: { x: 0.9, y: 0.8 } });
    expect(actor.getSnapshot().context.selected).toEqual([0]);
    actor.send({ type: 'DRAG_END' });
    expect(actor.getSnapshot().context.score).toBe(0);
    actor.send({ type: 'DRAG_START', point: { x: 1.9, y: 0.9 } });
    actor.send({ type: 'DRAG_MOVE', point: { x: 0, y: 0 } });
    expect(actor.getSnapshot().context.sum).toBe(10);
    actor.send({ type: 'DRAG_END' });
    const { context } = actor.getSnapshot();
    expect(context.score).toBe(20);
    expect(context.grid.cells.slice(0, 2)).toEqual([null, null]);
    expect(calls).toEqual([
      'fullscreen',
      `vibrate ${appleFailureVibrationMs}`,
      expect.stringMatching(/^wrong \d$/),
      `vibrate ${JSON.stringify(appleSuccessVibrationMs)}`,
      'cleared 2 → 20',
    ]);
  });

  it('ends with no moves after the last pair, and on time-up after the countdown', () => {
    const { actor, calls } = run();
    actor.send({ type: 'START' });
    actor.send({ type: 'MOVE_CURSOR', dx: 1, dy: 0, extend: true });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'MOVE_CURSOR', dx: 2, dy: 0, extend: false });
    actor.send({ type: 'MOVE_CURSOR', dx: -1, dy: 0, extend: true });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('over');
    expect(actor.getSnapshot().context).toMatchObject({ score: 40, overReason: 'no_moves' });
    expect(calls.at(-1)).toBe('over no_moves');

    vi.useFakeTimers();
    try {
      const timed = run();
      timed.actor.send({ type: 'START' });
      vi.advanceTimersByTime(appleClockTickMs);
      expect(timed.actor.getSnapshot().context.remainingMs).toBe(appleClockTickMs);
      vi.advanceTimersByTime(appleClockTickMs);
      expect(timed.actor.getSnapshot().context).toMatchObject({ remainingMs: 0, overReason: 'time_up' });
      expect(timed.calls.at(-1)).toBe('over time_up');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts a real game on the spec board: 15 × 10 apples and 120 s', () => {
    const actor = createActor(appleMachine, { input: { seed: 7 } }).start();
    actor.send({ type: 'START' });
    const { context } = actor.getSnapshot();
    expect(context.grid.cells).toHaveLength(150);
    expect(context.remainingMs).toBe(120_000);
    expect(context.grid).toEqual(createSeededGrid(7));
  });
});
