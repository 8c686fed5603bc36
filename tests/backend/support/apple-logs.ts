/**
 * Honest apple-game move logs for the score tests and the submit-score benchmark: what a real player's game sends
 * when saving, built with the contract's own rules (so a rule change moves the logs with it).
 */
import { applesInCellRect, createSeededGrid, resolveSelection, type AppleGrid } from '../../../supabase/functions/_shared/contract/apple-rules.ts';
import type { AppleMove } from '../../../supabase/functions/_shared/contract/apple-replay.ts';

export interface AppleLog { moves: AppleMove[]; score: number; grid: AppleGrid }

export interface GreedyLogOptions {
  /** Time between two moves, in ms (default 1 s). */
  stepMs?: number;
  /** Most moves to make (default 150, the schema's maximum). */
  limit?: number;
  /** Latest time a move may carry, in ms (default: none); later moves are stamped with it. */
  lastMs?: number;
}

/** The first box (top-left first, smallest first) that clears on `grid`, or null when no box sums to 10. */
function firstClearingBox(grid: AppleGrid) {
  for (let row0 = 0; row0 < grid.rows; row0 += 1)
    for (let column0 = 0; column0 < grid.columns; column0 += 1)
      for (let row1 = row0; row1 < grid.rows; row1 += 1)
        for (let column1 = column0; column1 < grid.columns; column1 += 1) {
          const rect = { column0, row0, column1, row1 };
          const outcome = resolveSelection(grid, applesInCellRect(grid, rect));
          // Widening the box only adds apples: once a row run is over 10, wider ones are too.
          if (outcome.kind === 'wrong_sum' && outcome.sum > 10) break;
          if (outcome.kind === 'cleared') return { rect, outcome };
        }
  return null;
}

/** A full honest log on the board of `seed`: greedy removals, one every `stepMs`, until no box sums to 10. */
export function greedyAppleLog(seed: number, { stepMs = 1_000, limit = 150, lastMs = Infinity }: GreedyLogOptions = {}): AppleLog {
  let grid = createSeededGrid(seed);
  const moves: AppleMove[] = [];
  let score = 0;
  while (moves.length < limit) {
    const box = firstClearingBox(grid);
    if (!box) break;
    moves.push({ ...box.rect, t: Math.min(lastMs, moves.length * stepMs) });
    grid = box.outcome.grid;
    score += box.outcome.points;
  }
  return { moves, score, grid };
}
