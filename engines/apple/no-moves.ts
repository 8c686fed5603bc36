/**
 * When the apple game has no move left (DESIGN §7, refined): a move is any box the player can draw, which selects the
 * apples of one rectangle of cells, and it scores only when they sum to 10. The game is over when no rectangle of
 * remaining apples sums to 10 (this covers the spec's "no two remaining numbers sum to 10"). Pure: no React or Pixi.
 */
import { appleTargetSum } from './config';
import type { AppleGrid } from './rules';

/** A rectangle of cells, inclusive, in grid columns and rows. */
export interface CellRectangle {
  firstColumn: number;
  lastColumn: number;
  firstRow: number;
  lastRow: number;
}

/** Summed-area table: entry (row + 1) × (columns + 1) + (column + 1) holds the sum of every apple above and left of it. */
function summedArea(grid: AppleGrid): number[] {
  const width = grid.columns + 1;
  const table = new Array<number>(width * (grid.rows + 1)).fill(0);
  for (let row = 0; row < grid.rows; row += 1) {
    for (let column = 0; column < grid.columns; column += 1) {
      const value = grid.cells[row * grid.columns + column] ?? 0;
      table[(row + 1) * width + column + 1] =
        value + (table[row * width + column + 1] ?? 0) + (table[(row + 1) * width + column] ?? 0) - (table[row * width + column] ?? 0);
    }
  }
  return table;
}

/**
 * The first rectangle (by top row, left column, bottom row, right column) whose remaining apples sum to 10, or null when
 * there is none. Apples are 1–9 and empty cells count 0, so a rectangle summing to 10 always holds at least one apple.
 */
export function findScoringRectangle(grid: AppleGrid): CellRectangle | null {
  const width = grid.columns + 1;
  const table = summedArea(grid);
  const at = (row: number, column: number) => table[row * width + column] ?? 0;
  for (let firstRow = 0; firstRow < grid.rows; firstRow += 1) {
    for (let firstColumn = 0; firstColumn < grid.columns; firstColumn += 1) {
      for (let lastRow = firstRow; lastRow < grid.rows; lastRow += 1) {
        for (let lastColumn = firstColumn; lastColumn < grid.columns; lastColumn += 1) {
          const sum = at(lastRow + 1, lastColumn + 1) - at(firstRow, lastColumn + 1) - at(lastRow + 1, firstColumn) + at(firstRow, firstColumn);
          if (sum === appleTargetSum) return { firstColumn, lastColumn, firstRow, lastRow };
          // Sums only grow to the right (apples are positive): stop this row band once past the target.
          if (sum > appleTargetSum) break;
        }
      }
    }
  }
  return null;
}

/** Whether the player still has a move: some box of remaining apples sums to 10. */
export function hasScoringBox(grid: AppleGrid): boolean {
  return findScoringRectangle(grid) !== null;
}
