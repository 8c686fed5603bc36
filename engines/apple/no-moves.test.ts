import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appleMaxNumber, appleMinNumber } from './config';
import { findScoringRectangle, hasScoringBox } from './no-moves';
import { type AppleGrid, applesInBox, boxBetweenCells, clearCells, createSeededGrid, resolveSelection, sumOf } from './rules';

/** Small boards with apples 1–9 and some cleared cells. */
const gridArb = fc
  .record({ columns: fc.integer({ min: 1, max: 7 }), rows: fc.integer({ min: 1, max: 6 }) })
  .chain(({ columns, rows }) =>
    fc
      .array(fc.option(fc.integer({ min: appleMinNumber, max: appleMaxNumber }), { nil: null, freq: 3 }), {
        minLength: columns * rows,
        maxLength: columns * rows,
      })
      .map((cells): AppleGrid => ({ columns, rows, cells })),
  );

/**
 * The oracle: every box a player can draw, tried one by one through the real selection rules. A drawn box selects the
 * apples whose centres it covers, which is always the apples of one rectangle of cells: all cell rectangles.
 */
function bruteForceMoves(grid: AppleGrid) {
  const moves: number[][] = [];
  for (let r1 = 0; r1 < grid.rows; r1 += 1)
    for (let c1 = 0; c1 < grid.columns; c1 += 1)
      for (let r2 = r1; r2 < grid.rows; r2 += 1)
        for (let c2 = c1; c2 < grid.columns; c2 += 1) {
          const selected = applesInBox(grid, boxBetweenCells({ column: c1, row: r1 }, { column: c2, row: r2 }));
          if (resolveSelection(grid, selected).kind === 'cleared') moves.push(selected);
        }
  return moves;
}

/** Plays the first scoring box again and again until the rule says no move is left; returns each board on the way. */
function playOut(grid: AppleGrid) {
  const boards = [grid];
  for (let board = grid; ; ) {
    const rectangle = findScoringRectangle(board);
    if (!rectangle) return boards;
    const box = boxBetweenCells({ column: rectangle.firstColumn, row: rectangle.firstRow }, { column: rectangle.lastColumn, row: rectangle.lastRow });
    board = clearCells(board, applesInBox(board, box));
    boards.push(board);
  }
}

describe('no moves: the game ends exactly when no box of remaining apples sums to 10', () => {
  it('agrees with a brute-force search over every box the player can draw', () => {
    fc.assert(
      fc.property(gridArb, (grid) => {
        expect(hasScoringBox(grid)).toBe(bruteForceMoves(grid).length > 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('the rectangle it finds is a real move: its apples sum to 10', () => {
    fc.assert(
      fc.property(gridArb, (grid) => {
        const rectangle = findScoringRectangle(grid);
        fc.pre(rectangle !== null);
        if (!rectangle) return;
        const box = boxBetweenCells({ column: rectangle.firstColumn, row: rectangle.firstRow }, { column: rectangle.lastColumn, row: rectangle.lastRow });
        const selected = applesInBox(grid, box);
        expect(sumOf(grid, selected)).toBe(10);
        expect(resolveSelection(grid, selected).kind).toBe('cleared');
      }),
      { numRuns: 1000 },
    );
  });

  it('playing out any real board ends in a state with no move, and only the last board has none', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (seed) => {
        const boards = playOut(createSeededGrid(seed));
        const last = boards.at(-1) as AppleGrid;
        expect(bruteForceMoves(last)).toEqual([]);
        for (const board of boards.slice(0, -1)) expect(hasScoringBox(board)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('counts a box over empty cells, and not a pair that no box can hold alone', () => {
    // 5, empty, 5 in a row: the box over all three sums to 10.
    expect(hasScoringBox({ columns: 3, rows: 1, cells: [5, null, 5] })).toBe(true);
    // 5, 1, 5: every box holding both fives holds the 1 too (sum 11); the spec's pair rule would call this playable.
    expect(hasScoringBox({ columns: 3, rows: 1, cells: [5, 1, 5] })).toBe(false);
    // Three apples summing to 10 with no pair: still a move.
    expect(hasScoringBox({ columns: 3, rows: 1, cells: [3, 3, 4] })).toBe(true);
    // A 2 × 2 square.
    expect(hasScoringBox({ columns: 2, rows: 2, cells: [3, 2, 4, 1] })).toBe(true);
    expect(hasScoringBox({ columns: 2, rows: 2, cells: [null, null, null, null] })).toBe(false);
    expect(hasScoringBox({ columns: 1, rows: 1, cells: [9] })).toBe(false);
  });
});
