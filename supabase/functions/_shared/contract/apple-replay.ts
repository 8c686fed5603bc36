/**
 * Replays an apple game's recorded removals on the board of its seed with the game's own rules (apple-rules.ts): the
 * submit-score function's proof that the claimed points were earned.
 */
import { appleGameDurationMs } from './apple-config.ts';
import { applesInCellRect, createSeededGrid, resolveSelection, type CellRect } from './apple-rules.ts';

/** One recorded removal: the rectangle of cells released and when, in milliseconds after the game started. */
export interface AppleMove extends CellRect {
  /** Milliseconds after the start of the game. */
  t: number;
}

/** Extra time a move may carry after the 120 s game (clock ticks and the last frame), in milliseconds. */
export const appleMoveGraceMs = 2_000;

/** Why a log of moves is refused. */
export type AppleReplayRefusal = 'impossible_move' | 'overlapping_move' | 'move_too_late';

/** The outcome of a replay: the points the moves earn, or the first move refused and why. */
export type AppleReplay = { ok: true; score: number; moves: number } | { ok: false; reason: AppleReplayRefusal; move: number };

/**
 * Replays `moves` in order on the board of `seed`: each must lie on the board, come no earlier than the move before
 * (else `overlapping_move`), hold at least one apple still on the board (else `overlapping_move`: its apples were taken
 * by an earlier move), sum to exactly 10 (else `impossible_move`) and happen within 120 s plus the grace period
 * (else `move_too_late`).
 */
export function replayAppleMoves(seed: number, moves: readonly AppleMove[], durationMs = appleGameDurationMs): AppleReplay {
  let grid = createSeededGrid(seed);
  let score = 0;
  let previousT = 0;
  for (const [index, move] of moves.entries()) {
    if (move.t > durationMs + appleMoveGraceMs) return { ok: false, reason: 'move_too_late', move: index };
    if (move.t < previousT) return { ok: false, reason: 'overlapping_move', move: index };
    const onBoard = move.column0 >= 0 && move.row0 >= 0 && move.column1 < grid.columns && move.row1 < grid.rows;
    if (!onBoard || move.column0 > move.column1 || move.row0 > move.row1) return { ok: false, reason: 'impossible_move', move: index };
    const outcome = resolveSelection(grid, applesInCellRect(grid, move));
    if (outcome.kind === 'empty') return { ok: false, reason: 'overlapping_move', move: index };
    if (outcome.kind === 'wrong_sum') return { ok: false, reason: 'impossible_move', move: index };
    grid = outcome.grid;
    score += outcome.points;
    previousT = move.t;
  }
  return { ok: true, score, moves: moves.length };
}
