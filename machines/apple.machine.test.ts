import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { appleClockTickMs, appleFailureVibrationMs, appleSuccessVibrationMs } from '../engines/apple/config';
import { type AppleGrid, applesInBox, boxBetweenCells, createSeededGrid, sumOf } from '../engines/apple/rules';
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
/** Today's board as the server deals it: another seed with a pair (its own day). */
const dailySeed = findSeed(3, ([a = 0, b = 0, c = 0]) => a + b === 10 && a !== 5 && a + c !== 10 && b + c !== 10 && a !== createSeededGrid(seed, 3, 1).cells[0]);
const today = '2026-11-25';
const twoPairInput = { seed: twoPairSeed, columns: 4, rows: 1, durationMs: 2 * appleClockTickMs };
const tick = { type: 'xstate.after.clockTick.apple.playing.clock.running' } as unknown as AppleEvent;

testMachinePaths('apple', {
  machine: appleMachine,
  input,
  events: (snapshot): AppleEvent[] => [
    ...(snapshot.matches('dealing')
      ? ([
          snapshot.context.daily
            ? { type: 'xstate.done.actor.dealBoard', output: { seed: dailySeed, token: 'signed-daily-seed', day: today } }
            : { type: 'xstate.done.actor.dealBoard', output: { seed: snapshot.context.seed, token: 'signed-seed' } },
          { type: 'xstate.error.actor.dealBoard', error: new Error('offline') },
        ] as never[])
      : []),
    { type: 'START' },
    { type: 'START_DAILY' },
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
  delays: { clockTick: 1000 },
  deferredActors: ['dealBoard'],
  // Classic and daily boards, each replayed to game over: a few thousand paths, slow on a shared two-core machine.
  timeout: 120_000,
  contextKeys: ['seed', 'grid', 'score', 'remainingMs', 'box', 'selected', 'sum', 'cursor', 'anchor', 'overReason', 'daily'],
  oracle: {
    states: {
      idle: ({ context }) => {
        expect(context.score).toBe(0);
        // The start panel never holds a daily board: today's board is played only as the server dealt it.
        expect(context).toMatchObject({ daily: false, day: null });
        expect(context.grid.cells.every((cell) => cell !== null && cell >= 1 && cell <= 9)).toBe(true);
      },
      // The server signs the board's seed before the clock starts.
      dealing: ({ context }) => expect([seed, dailySeed]).toContain(context.seed),
      playing: ({ context }) => {
        keepsScore(context);
        keepsBoard(context);
        keepsMoves(context);
        expect(context.remainingMs).toBeGreaterThan(0);
        expect(context.remainingMs).toBeLessThanOrEqual(input.durationMs);
        // The HUD's selected sum is the sum of the selected apples.
        expect(context.sum).toBe(context.selected.reduce((total, i) => total + (context.grid.cells[i] ?? 0), 0));
        expect(context.selected.every((i) => context.grid.cells[i] != null)).toBe(true);
        expect(boxLeft(context.grid), 'playing with no scoring box left').toBe(true);
      },
      over: ({ context }) => {
        keepsScore(context);
        keepsBoard(context);
        keepsMoves(context);
        expect(context.overReason).not.toBeNull();
        if (context.overReason === 'time_up') expect(context.remainingMs).toBe(0);
        // Over with 'No moves' exactly when no box of remaining apples sums to 10 (DESIGN §7, refined).
        if (context.overReason === 'no_moves') expect(boxLeft(context.grid)).toBe(false);
        if (context.overReason === 'time_up') expect(boxLeft(context.grid), 'time-up only while a move was left').toBe(true);
      },
    },
    step: (before, event, after) => {
      const type = event.type as string;
      if (type.startsWith('xstate.after.clockTick') && before.matches('playing')) {
        expect(after.context.remainingMs, 'one second less').toBe(before.context.remainingMs - 1000);
        expect(after.value).toEqual(after.context.remainingMs === 0 ? 'over' : before.value);
      }
      const releases = (event.type === 'DRAG_END' && before.matches({ playing: { board: 'dragging' } })) || (event.type === 'CONFIRM' && before.matches({ playing: { board: 'ready' } }));
      if (releases) {
        const { selected, sum, score } = before.context;
        if (selected.length > 0 && sum === 10) {
          // A selection summing to 10 removes those apples and adds 10 points each.
          expect(after.context.score).toBe(score + 10 * selected.length);
          for (const i of selected) expect(after.context.grid.cells[i]).toBeNull();
        } else {
          // Any other sum clears the selection, the board and score untouched.
          expect(after.context.score).toBe(score);
          expect(after.context.grid).toEqual(before.context.grid);
        }
        expect(after.context.selected).toEqual([]);
        // The game ends at once when the clear leaves no scoring box, and goes on while one is left.
        if (after.context.score > score) expect(after.matches('over')).toBe(!boxLeft(after.context.grid));
      }
      if (event.type === 'START' && before.matches('idle')) expect(after.context.remainingMs).toBe(input.durationMs);
      if ((event.type === 'PLAY_AGAIN' && before.matches('over')) || (event.type === 'START' && before.matches('idle'))) {
        expect(after.value, 'a new board is dealt by the server first').toBe('dealing');
        expect(after.context.daily, 'Start and Play again ask for a classic board').toBe(false);
      }
      if (event.type === 'START_DAILY' && (before.matches('idle') || before.matches('over'))) {
        expect(after.value, "today's board is dealt by the server").toBe('dealing');
        expect(after.context.daily).toBe(true);
      }
      if (type === 'xstate.error.actor.dealBoard' && before.context.daily) {
        // Today's board is the server's (its seed is derived from the server key): offline it cannot be played.
        expect(after.value).toBe('idle');
      } else if (type === 'xstate.done.actor.dealBoard' || type === 'xstate.error.actor.dealBoard') {
        expect(after.matches('playing') || after.matches('over')).toBe(true);
      }
      if (type === 'xstate.done.actor.dealBoard' && before.context.daily) {
        // Everyone plays the day's board: the seed and the day the server dealt, and its board.
        expect(after.context).toMatchObject({ seed: dailySeed, day: today, token: 'signed-daily-seed' });
      }
      if ((type === 'xstate.done.actor.dealBoard' || type === 'xstate.error.actor.dealBoard') && !after.matches('idle')) {
        expect(after.context).toMatchObject({ score: 0, remainingMs: input.durationMs, overReason: null, moves: [] });
        expect(after.context.token).toBe(type === 'xstate.done.actor.dealBoard' ? (before.context.daily ? 'signed-daily-seed' : 'signed-seed') : null);
        expect(after.context.grid.cells.every((cell) => cell !== null)).toBe(true);
      }
      if (releases && before.context.selected.length > 0 && before.context.sum === 10) {
        // Each removal is recorded once: the rectangle around the removed apples and the time since the start.
        expect(after.context.moves).toHaveLength(before.context.moves.length + 1);
        expect(after.context.moves.at(-1)?.t).toBe(input.durationMs - before.context.remainingMs);
      } else if (releases) {
        expect(after.context.moves).toEqual(before.context.moves);
      }
    },
  },
});

/** A daily board in play is the one the server dealt for its day; a classic board has no day. */
function keepsBoard(context: { daily: boolean; day: string | null; seed: number; token: string | null }) {
  if (context.daily) expect(context).toMatchObject({ day: today, seed: dailySeed, token: 'signed-daily-seed' });
  else expect(context.day).toBeNull();
}

/** The recorded moves replay to the board: every apple inside a move's rectangle was removed, and the score is theirs. */
function keepsMoves(context: { columns: number; grid: { cells: readonly (number | null)[] }; moves: readonly { column0: number; row0: number; column1: number; row1: number; t: number }[]; durationMs: number }) {
  const covered = new Set<number>();
  for (const move of context.moves) {
    for (let row = move.row0; row <= move.row1; row += 1) for (let column = move.column0; column <= move.column1; column += 1) covered.add(row * context.columns + column);
    expect(move.t).toBeGreaterThanOrEqual(0);
    expect(move.t).toBeLessThanOrEqual(context.durationMs);
  }
  const removed = context.grid.cells.flatMap((cell, index) => (cell === null ? [index] : []));
  expect([...covered].filter((index) => context.grid.cells[index] !== null), 'a move covers no apple left on the board').toEqual([]);
  expect(removed.every((index) => covered.has(index)), 'every removed apple lies in a recorded move').toBe(true);
}

/** Whether some box the player can draw holds remaining apples summing to 10 (every cell rectangle, tried by brute force). */
function boxLeft(grid: AppleGrid) {
  for (let r1 = 0; r1 < grid.rows; r1 += 1)
    for (let c1 = 0; c1 < grid.columns; c1 += 1)
      for (let r2 = r1; r2 < grid.rows; r2 += 1)
        for (let c2 = c1; c2 < grid.columns; c2 += 1) {
          const selected = applesInBox(grid, boxBetweenCells({ column: c1, row: r1 }, { column: c2, row: r2 }));
          if (selected.length > 0 && sumOf(grid, selected) === 10) return true;
        }
  return false;
}

/** +10 points per apple removed: the score is ten times the empty cells. */
function keepsScore(context: { score: number; grid: { cells: readonly (number | null)[] } }) {
  expect(context.score).toBe(10 * context.grid.cells.filter((cell) => cell === null).length);
}

describe('apple machine effects', () => {
  function run() {
    const calls: string[] = [];
    const machine = appleMachine.provide({
      actors: { dealBoard: fromPromise(async ({ input: deal }) => ({ seed: deal.seed, token: 'T' })) },
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

  it('clears a sum-10 drag (+10 per apple, 30-10-30 vibration) and rejects others (100 ms vibration)', async () => {
    const { actor, calls } = run();
    actor.send({ type: 'START' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('playing')).toBe(true));
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
    expect(context.moves).toEqual([{ column0: 0, row0: 0, column1: 1, row1: 0, t: 0 }]);
    expect(context.token).toBe('T');
    expect(calls).toEqual([
      'fullscreen',
      `vibrate ${appleFailureVibrationMs}`,
      expect.stringMatching(/^wrong \d$/),
      `vibrate ${JSON.stringify(appleSuccessVibrationMs)}`,
      'cleared 2 → 20',
    ]);
  });

  it('ends with no moves after the last pair, and on time-up after the countdown', async () => {
    const { actor, calls } = run();
    actor.send({ type: 'START' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('playing')).toBe(true));
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
      await vi.advanceTimersByTimeAsync(0);
      vi.advanceTimersByTime(appleClockTickMs);
      expect(timed.actor.getSnapshot().context.remainingMs).toBe(appleClockTickMs);
      vi.advanceTimersByTime(appleClockTickMs);
      expect(timed.actor.getSnapshot().context).toMatchObject({ remainingMs: 0, overReason: 'time_up' });
      expect(timed.calls.at(-1)).toBe('over time_up');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts a real game on the spec board: 15 × 10 apples and 120 s, on the local seed when the server is away', async () => {
    const actor = createActor(appleMachine, { input: { seed: 7 } }).start();
    actor.send({ type: 'START' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('playing')).toBe(true));
    expect(actor.getSnapshot().context.token).toBeNull();
    const { context } = actor.getSnapshot();
    expect(context.grid.cells).toHaveLength(150);
    expect(context.remainingMs).toBe(120_000);
    expect(context.grid).toEqual(createSeededGrid(7));
  });
});
