/**
 * Apple game rules over a plain grid of numbers (pure: no React, Pixi or XState). A cell holds an apple's number
 * (1–9) or `null` once the apple is cleared; cleared cells stay empty. Cell `i` sits at column `i % columns`,
 * row `floor(i / columns)`; positions are in cell units, an apple's centre at (column + 0.5, row + 0.5).
 */
import { type RandomSource, randomInt, seededRandom } from '../../supabase/functions/_shared/contract/seeded-random';
import {
  appleColumns,
  appleMaxNumber,
  appleMinNumber,
  applePointsPerApple,
  appleRows,
  appleTargetSum,
} from './config';

/** The board: its size and one entry per cell, row by row (`null` = cleared). */
export interface AppleGrid {
  columns: number;
  rows: number;
  cells: readonly (number | null)[];
}

/** A point on the board, in cell units (0,0 = top-left corner of the board). */
export interface BoardPoint {
  x: number;
  y: number;
}

/** An axis-aligned box on the board, in cell units, from one corner to the opposite one (any order). */
export interface SelectionBox {
  from: BoardPoint;
  to: BoardPoint;
}

/** A cell position. */
export interface CellPosition {
  column: number;
  row: number;
}

/** What releasing a selection does. */
export type SelectionOutcome =
  | { kind: 'empty' }
  | { kind: 'wrong_sum'; sum: number; count: number }
  | { kind: 'cleared'; grid: AppleGrid; count: number; points: number };

/** A fresh board: every cell an apple with a number drawn uniformly from 1–9. */
export function createGrid(random: RandomSource, columns = appleColumns, rows = appleRows): AppleGrid {
  const cells = Array.from({ length: columns * rows }, () => randomInt(random, appleMinNumber, appleMaxNumber));
  return { columns, rows, cells };
}

/** A fresh board from a seed: the same seed gives the same board. */
export function createSeededGrid(seed: number, columns = appleColumns, rows = appleRows): AppleGrid {
  return createGrid(seededRandom(seed), columns, rows);
}

/** Column and row of cell `index`. */
export function cellPosition(grid: AppleGrid, index: number): CellPosition {
  return { column: index % grid.columns, row: Math.floor(index / grid.columns) };
}

/** Index of the cell at `column`, `row`. */
export function cellIndex(grid: AppleGrid, position: CellPosition): number {
  return position.row * grid.columns + position.column;
}

/** Indices of the apples whose centres the box covers (edges included), in board order. */
export function applesInBox(grid: AppleGrid, box: SelectionBox): number[] {
  const left = Math.min(box.from.x, box.to.x);
  const right = Math.max(box.from.x, box.to.x);
  const top = Math.min(box.from.y, box.to.y);
  const bottom = Math.max(box.from.y, box.to.y);
  const firstColumn = Math.max(0, Math.ceil(left - 0.5));
  const lastColumn = Math.min(grid.columns - 1, Math.floor(right - 0.5));
  const firstRow = Math.max(0, Math.ceil(top - 0.5));
  const lastRow = Math.min(grid.rows - 1, Math.floor(bottom - 0.5));
  const selected: number[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const index = row * grid.columns + column;
      if (grid.cells[index] != null) selected.push(index);
    }
  }
  return selected;
}

/** The box that covers exactly the cells between two cell positions (inclusive), for keyboard selection. */
export function boxBetweenCells(a: CellPosition, b: CellPosition): SelectionBox {
  return {
    from: { x: Math.min(a.column, b.column), y: Math.min(a.row, b.row) },
    to: { x: Math.max(a.column, b.column) + 1, y: Math.max(a.row, b.row) + 1 },
  };
}

/** Sum of the numbers in the given cells (cleared cells count 0). */
export function sumOf(grid: AppleGrid, indices: readonly number[]): number {
  return indices.reduce((total, index) => total + (grid.cells[index] ?? 0), 0);
}

/** Number of apples still on the board. */
export function applesLeft(grid: AppleGrid): number {
  return grid.cells.reduce<number>((count, cell) => count + (cell == null ? 0 : 1), 0);
}

/** The board with the given cells cleared (they stay empty; nothing refills them). */
export function clearCells(grid: AppleGrid, indices: readonly number[]): AppleGrid {
  const remove = new Set(indices);
  return { ...grid, cells: grid.cells.map((cell, index) => (remove.has(index) ? null : cell)) };
}

/** Points for clearing `count` apples. */
export function pointsFor(count: number): number {
  return count * applePointsPerApple;
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

/** What releasing the selected cells does: nothing when empty, a clear when they sum to 10, otherwise an error. */
export function resolveSelection(grid: AppleGrid, indices: readonly number[]): SelectionOutcome {
  const apples = indices.filter((index) => grid.cells[index] != null);
  if (apples.length === 0) return { kind: 'empty' };
  const sum = sumOf(grid, apples);
  if (sum !== appleTargetSum) return { kind: 'wrong_sum', sum, count: apples.length };
  return { kind: 'cleared', grid: clearCells(grid, apples), count: apples.length, points: pointsFor(apples.length) };
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
