import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AppleMove } from '../supabase/functions/_shared/contract/apple-replay';
import {
  appleClockTickMs,
  appleColumns,
  appleFailureVibrationMs,
  appleGameDurationMs,
  appleRows,
  appleSuccessVibrationMs,
} from '../engines/apple/config';
import {
  type AppleGrid,
  type BoardPoint,
  type CellPosition,
  type SelectionBox,
  applesInBox,
  boxBetweenCells,
  cellRectAround,
  createSeededGrid,
  moveCell,
  resolveSelection,
  stepClock,
  sumOf,
} from '../engines/apple/rules';
import { hasScoringBox } from '../engines/apple/no-moves';

/** Why a game ended. */
export type AppleOverReason = 'time_up' | 'no_moves';

/** Apple game context: the board, the score, the countdown and the current selection. */
export interface AppleContext {
  /** Seed of the current board (input for the first game; Play again brings the next one). */
  seed: number;
  columns: number;
  rows: number;
  /** Length of a game, in milliseconds. */
  durationMs: number;
  grid: AppleGrid;
  score: number;
  /** Time left, in milliseconds. */
  remainingMs: number;
  /** The selection box (drag or keyboard), in cell units, or null. */
  box: SelectionBox | null;
  /** Indices of the apples inside the box. */
  selected: number[];
  /** Sum of the selected apples. */
  sum: number;
  /** Keyboard cursor. */
  cursor: CellPosition;
  /** Keyboard box anchor (set by Shift+arrows), or null. */
  anchor: CellPosition | null;
  /** Apples removed by the last clear. */
  lastCleared: number;
  overReason: AppleOverReason | null;
  /** The server's signed seed of this board (issue 15); null when it could not be reached (the game is not saved). */
  token: string | null;
  /** Every removal of this game (cell rectangle and milliseconds after the start), sent once when saving. */
  moves: AppleMove[];
  /** Whether the board asked for is today's board (the same for everyone on the UTC day) rather than a classic one. */
  daily: boolean;
  /** The UTC day of the daily board being played (from the server's deal); null on a classic board. */
  day: string | null;
}

/** A board the server dealt: its seed, the signed token of that seed and, for today's board, its UTC day. */
export interface DealtBoard { seed: number; token: string; day?: string }

/** Events the apple screen sends (points in cell units; Play again brings the next board's seed: randomness comes from outside). */
export type AppleEvent =
  | { type: 'START' }
  | { type: 'START_DAILY' }
  | { type: 'DRAG_START'; point: BoardPoint }
  | { type: 'DRAG_MOVE'; point: BoardPoint }
  | { type: 'DRAG_END' }
  | { type: 'DRAG_CANCEL' }
  | { type: 'MOVE_CURSOR'; dx: number; dy: number; extend: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CLEAR_SELECTION' }
  | { type: 'PLAY_AGAIN'; seed: number };

/** Input: the first board's seed; size and duration only change in tests. */
export interface AppleInput {
  seed: number;
  columns?: number;
  rows?: number;
  durationMs?: number;
}

/** Parameters of the vibration action (the Vibration API's pattern). */
export interface VibrationParams {
  pattern: number | readonly number[];
}

const noSelection = { box: null, selected: [] as number[], sum: 0 };

/** Selection fields for a box on the current grid. */
function selectionFor(grid: AppleGrid, box: SelectionBox) {
  const selected = applesInBox(grid, box);
  return { box, selected, sum: sumOf(grid, selected) };
}

/**
 * Apple game (spec §2, §4, §5, §9; DESIGN §7): start panel → playing (a 120 s countdown alongside the board) →
 * over on time-up or when no box the player can draw holds apples summing to 10 (DESIGN §7, refined). A released selection summing to 10 clears its apples
 * (+10 each, cells stay empty); any other non-empty sum is rejected with `wrong_sum`.
 */
export const appleMachine = setup({
  types: {
    context: {} as AppleContext,
    events: {} as AppleEvent,
    input: {} as AppleInput,
  },
  delays: { clockTick: appleClockTickMs },
  guards: {
    noMoveLeft: ({ context }) => !hasScoringBox(context.grid),
    isFinalTick: ({ context }) => stepClock(context.remainingMs, appleClockTickMs) === 0,
    selectionSumsToTarget: ({ context }) => resolveSelection(context.grid, context.selected).kind === 'cleared',
    selectionHasApples: ({ context }) => context.selected.length > 0,
    wantsDaily: ({ context }) => context.daily,
  },
  actors: {
    /**
     * A signed seed from the server (provided by the screen: game-session apple_seed for the board of `seed`, or
     * apple_daily for today's board when `daily`).
     */
    dealBoard: fromPromise<DealtBoard, { seed: number; daily: boolean }>(async () => {
      throw new Error('no server');
    }),
  },
  actions: {
    takeDeal: assign(({ context }, deal: DealtBoard | null) =>
      deal === null ? { token: null, day: null } : { seed: deal.seed >>> 0, token: deal.token, day: context.daily ? (deal.day ?? null) : null },
    ),
    askClassic: assign({ daily: false, day: null }),
    askDaily: assign({ daily: true }),
    /** Back to a fresh start panel (today's board could not be dealt). */
    dropDaily: assign(({ context }) => ({
      daily: false,
      day: null,
      token: null,
      moves: [],
      grid: createSeededGrid(context.seed, context.columns, context.rows),
      score: 0,
      remainingMs: context.durationMs,
      overReason: null,
      lastCleared: 0,
      anchor: null,
      ...noSelection,
    })),
    /** Tells the player today's board needs the server (provided by the screen: a toast). */
    reportDailyUnavailable: () => {},
    startGame: assign(({ context }) => ({
      moves: [],
      grid: createSeededGrid(context.seed, context.columns, context.rows),
      score: 0,
      remainingMs: context.durationMs,
      cursor: { column: 0, row: 0 },
      anchor: null,
      lastCleared: 0,
      overReason: null,
      ...noSelection,
    })),
    takeSeed: assign({
      seed: ({ event }) => {
        assertEvent(event, 'PLAY_AGAIN');
        return event.seed >>> 0;
      },
    }),
    runClock: assign({ remainingMs: ({ context }) => stepClock(context.remainingMs, appleClockTickMs) }),
    markTimeUp: assign({ overReason: 'time_up' as const, ...noSelection }),
    markNoMoves: assign({ overReason: 'no_moves' as const, ...noSelection }),
    startDrag: assign(({ context, event }) => {
      assertEvent(event, 'DRAG_START');
      return { anchor: null, ...selectionFor(context.grid, { from: event.point, to: event.point }) };
    }),
    updateDrag: assign(({ context, event }) => {
      assertEvent(event, 'DRAG_MOVE');
      const from = context.box?.from ?? event.point;
      return selectionFor(context.grid, { from, to: event.point });
    }),
    moveCursor: assign(({ context, event }) => {
      assertEvent(event, 'MOVE_CURSOR');
      const cursor = moveCell(context.grid, context.cursor, event.dx, event.dy);
      if (!event.extend) return { cursor, anchor: null, ...noSelection };
      const anchor = context.anchor ?? context.cursor;
      return { cursor, anchor, ...selectionFor(context.grid, boxBetweenCells(anchor, cursor)) };
    }),
    clearSelected: assign(({ context }) => {
      const outcome = resolveSelection(context.grid, context.selected);
      if (outcome.kind !== 'cleared') return {};
      const rect = cellRectAround(context.grid, context.selected.filter((index) => context.grid.cells[index] != null));
      const moves = rect === null ? context.moves : [...context.moves, { ...rect, t: context.durationMs - context.remainingMs }];
      return { grid: outcome.grid, score: context.score + outcome.points, lastCleared: outcome.count, anchor: null, moves, ...noSelection };
    }),
    dropSelection: assign({ anchor: null, ...noSelection }),
    vibrate: (_, _params: VibrationParams) => {},
    announceStart: () => {},
    announceClock: () => {},
    announceCleared: () => {},
    announceWrongSum: () => {},
    announceGameOver: () => {},
    requestFullscreenOnMobile: () => {},
  },
}).createMachine({
  id: 'apple',
  context: ({ input }) => {
    const columns = input.columns ?? appleColumns;
    const rows = input.rows ?? appleRows;
    const durationMs = input.durationMs ?? appleGameDurationMs;
    return {
      seed: input.seed >>> 0,
      columns,
      rows,
      durationMs,
      grid: createSeededGrid(input.seed >>> 0, columns, rows),
      score: 0,
      remainingMs: durationMs,
      cursor: { column: 0, row: 0 },
      anchor: null,
      lastCleared: 0,
      overReason: null,
      token: null,
      moves: [],
      daily: false,
      day: null,
      ...noSelection,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The start panel: how-to, leaderboard and fullscreen buttons.',
      on: {
        START: { target: 'dealing', actions: ['askClassic', 'requestFullscreenOnMobile'] },
        START_DAILY: { target: 'dealing', actions: ['askDaily', 'requestFullscreenOnMobile'] },
      },
    },
    dealing: {
      description:
        "The server signs the seed of the board (one round trip); offline the local seed is played, unsaved. Today's board exists only on the server: offline, back to the start panel.",
      invoke: {
        id: 'dealBoard',
        src: 'dealBoard',
        input: ({ context }) => ({ seed: context.seed, daily: context.daily }),
        onDone: { target: 'playing', actions: [{ type: 'takeDeal', params: ({ event }) => event.output }, 'startGame', 'announceStart'] },
        onError: [
          { guard: 'wantsDaily', target: 'idle', actions: ['dropDaily', 'reportDailyUnavailable'] },
          { target: 'playing', actions: [{ type: 'takeDeal', params: null }, 'startGame', 'announceStart'] },
        ],
      },
    },
    playing: {
      type: 'parallel',
      always: { guard: 'noMoveLeft', target: 'over', actions: 'markNoMoves', description: 'No box of remaining apples sums to 10.' },
      states: {
        clock: {
          initial: 'running',
          states: {
            running: {
              after: {
                clockTick: [
                  { guard: 'isFinalTick', target: '#apple.over', actions: ['runClock', 'markTimeUp'] },
                  { target: 'running', reenter: true, actions: ['runClock', 'announceClock'] },
                ],
              },
            },
          },
        },
        board: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                DRAG_START: { target: 'dragging', actions: 'startDrag' },
                MOVE_CURSOR: { actions: 'moveCursor' },
                CONFIRM: [
                  {
                    guard: 'selectionSumsToTarget',
                    actions: ['clearSelected', { type: 'vibrate', params: { pattern: appleSuccessVibrationMs } }, 'announceCleared'],
                  },
                  {
                    guard: 'selectionHasApples',
                    actions: [{ type: 'vibrate', params: { pattern: appleFailureVibrationMs } }, 'announceWrongSum', 'dropSelection'],
                  },
                ],
                CLEAR_SELECTION: { actions: 'dropSelection' },
              },
            },
            dragging: {
              description: 'A pointer is down: the box follows it and the HUD shows the live sum.',
              on: {
                DRAG_MOVE: { actions: 'updateDrag' },
                DRAG_END: [
                  {
                    target: 'ready',
                    guard: 'selectionSumsToTarget',
                    actions: ['clearSelected', { type: 'vibrate', params: { pattern: appleSuccessVibrationMs } }, 'announceCleared'],
                  },
                  {
                    target: 'ready',
                    guard: 'selectionHasApples',
                    actions: [{ type: 'vibrate', params: { pattern: appleFailureVibrationMs } }, 'announceWrongSum', 'dropSelection'],
                  },
                  { target: 'ready', actions: 'dropSelection', description: 'A tap on empty space: nothing to check.' },
                ],
                DRAG_CANCEL: { target: 'ready', actions: 'dropSelection' },
              },
            },
          },
        },
      },
    },
    over: {
      entry: 'announceGameOver',
      on: {
        PLAY_AGAIN: { target: 'dealing', actions: ['takeSeed', 'askClassic'] },
        START_DAILY: { target: 'dealing', actions: 'askDaily' },
      },
    },
  },
});
