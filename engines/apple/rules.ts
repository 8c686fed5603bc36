/**
 * Apple game rules over a plain grid of numbers (pure: no React, Pixi or XState). A cell holds an apple's number
 * (1–9) or `null` once the apple is cleared; cleared cells stay empty. Cell `i` sits at column `i % columns`,
 * row `floor(i / columns)`; positions are in cell units, an apple's centre at (column + 0.5, row + 0.5).
 */
import { appleTargetSum } from './config';
import type { AppleGrid, SelectionBox } from '../../supabase/functions/_shared/contract/apple-rules';

// The rules that decide a score live in the contract, so the submit-score function replays a game with this same copy.
export {
  type AppleGrid,
  type BoardPoint,
  type CellRect,
  type SelectionBox,
  type SelectionOutcome,
  applesInBox,
  applesInCellRect,
  cellRectAround,
  clearCells,
  createGrid,
  createSeededGrid,
  pointsFor,
  resolveSelection,
  sumOf,
} from '../../supabase/functions/_shared/contract/apple-rules';

/** A cell position. */
export interface CellPosition {
  column: number;
  row: number;
}

/** Column and row of cell `index`. */
export function cellPosition(grid: AppleGrid, index: number): CellPosition {
  return { column: index % grid.columns, row: Math.floor(index / grid.columns) };
}

/** Index of the cell at `column`, `row`. */
export function cellIndex(grid: AppleGrid, position: CellPosition): number {
  return position.row * grid.columns + position.column;
}

/** The box that covers exactly the cells between two cell positions (inclusive), for keyboard selection. */
export function boxBetweenCells(a: CellPosition, b: CellPosition): SelectionBox {
  return {
    from: { x: Math.min(a.column, b.column), y: Math.min(a.row, b.row) },
    to: { x: Math.max(a.column, b.column) + 1, y: Math.max(a.row, b.row) + 1 },
  };
}

/** Number of apples still on the board. */
export function applesLeft(grid: AppleGrid): number {
  return grid.cells.reduce<number>((count, cell) => count + (cell == null ? 0 : 1), 0);
}

/** Whether some two remaining apples sum to 10 (DESIGN §7: otherwise the game is over with 'No moves'). */
export function hasPairMove(grid: AppleGrid): boolean {
  const counts = new Array<number>(appleTargetSum + 1).fill(0);
  for (const cell of grid.cells) if (cell != null && cell > 0 && cell < appleTargetSum) counts[cell] = (counts[cell] ?? 0) + 1;
  for (let a = 1; a <= appleTargetSum / 2; a += 1) {
    const b = appleTargetSum - a;
    const have = a === b ? (counts[a] ?? 0) >= 2 : (counts[a] ?? 0) > 0 && (counts[b] ?? 0) > 0;
    if (have) return true;
  }
  return false;
}

/** The countdown after `deltaMs` more milliseconds (never below 0). */
export function stepClock(remainingMs: number, deltaMs: number): number {
  return Math.max(0, remainingMs - deltaMs);
}

/** A cell position moved by (dx, dy), kept on the board. */
export function moveCell(grid: AppleGrid, position: CellPosition, dx: number, dy: number): CellPosition {
  return {
    column: Math.min(grid.columns - 1, Math.max(0, position.column + dx)),
    row: Math.min(grid.rows - 1, Math.max(0, position.row + dy)),
  };
}

/** Whole seconds shown for a remaining time (rounded up, so 0.4 s left still shows 1). */
export function secondsLeft(remainingMs: number): number {
  return Math.ceil(remainingMs / 1000);
}
