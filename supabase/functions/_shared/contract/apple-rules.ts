/**
 * The apple game's pure rules that decide a score: the seeded board, which apples a selection holds, and what
 * releasing it does. The game (engines/apple/rules.ts re-exports these) and the submit-score function (which replays
 * a game's moves) share this one copy. A cell holds an apple's number (1–9) or `null` once cleared; cleared cells stay
 * empty. Cell `i` sits at column `i % columns`, row `floor(i / columns)`; positions are in cell units, an apple's
 * centre at (column + 0.5, row + 0.5).
 */
import { type RandomSource, randomInt, seededRandom } from './seeded-random.ts';
import { appleColumns, appleMaxNumber, appleMinNumber, applePointsPerApple, appleRows, appleTargetSum } from './apple-config.ts';

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

/** A rectangle of whole cells, both corners included (what a removal is recorded as). */
export interface CellRect {
  column0: number;
  row0: number;
  column1: number;
  row1: number;
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

/** Indices of the apples inside a rectangle of cells (corners included, clipped to the board), in board order. */
export function applesInCellRect(grid: AppleGrid, rect: CellRect): number[] {
  const firstColumn = Math.max(0, rect.column0);
  const lastColumn = Math.min(grid.columns - 1, rect.column1);
  const firstRow = Math.max(0, rect.row0);
  const lastRow = Math.min(grid.rows - 1, rect.row1);
  const selected: number[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const index = row * grid.columns + column;
      if (grid.cells[index] != null) selected.push(index);
    }
  }
  return selected;
}

/** Indices of the apples whose centres the box covers (edges included), in board order. */
export function applesInBox(grid: AppleGrid, box: SelectionBox): number[] {
  const left = Math.min(box.from.x, box.to.x);
  const right = Math.max(box.from.x, box.to.x);
  const top = Math.min(box.from.y, box.to.y);
  const bottom = Math.max(box.from.y, box.to.y);
  return applesInCellRect(grid, {
    column0: Math.ceil(left - 0.5),
    column1: Math.floor(right - 0.5),
    row0: Math.ceil(top - 0.5),
    row1: Math.floor(bottom - 0.5),
  });
}

/** The smallest rectangle of cells holding the given cells (what the game records for a removal); null when none. */
export function cellRectAround(grid: AppleGrid, indices: readonly number[]): CellRect | null {
  if (indices.length === 0) return null;
  const columns = indices.map((index) => index % grid.columns);
  const rows = indices.map((index) => Math.floor(index / grid.columns));
  return { column0: Math.min(...columns), row0: Math.min(...rows), column1: Math.max(...columns), row1: Math.max(...rows) };
}

/** Sum of the numbers in the given cells (cleared cells count 0). */
export function sumOf(grid: AppleGrid, indices: readonly number[]): number {
  return indices.reduce((total, index) => total + (grid.cells[index] ?? 0), 0);
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

/** What releasing the selected cells does: nothing when empty, a clear when they sum to 10, otherwise an error. */
export function resolveSelection(grid: AppleGrid, indices: readonly number[]): SelectionOutcome {
  const apples = indices.filter((index) => grid.cells[index] != null);
  if (apples.length === 0) return { kind: 'empty' };
  const sum = sumOf(grid, apples);
  if (sum !== appleTargetSum) return { kind: 'wrong_sum', sum, count: apples.length };
  return { kind: 'cleared', grid: clearCells(grid, apples), count: apples.length, points: pointsFor(apples.length) };
}
