import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random';
import { appleColumns, appleMaxNumber, appleMinNumber, appleRows, appleTargetSum } from './config';
import {
  type AppleGrid,
  applesInBox,
  applesLeft,
  boxBetweenCells,
  cellPosition,
  clearCells,
  createGrid,
  createSeededGrid,
  hasPairMove,
  moveCell,
  pointsFor,
  resolveSelection,
  secondsLeft,
  stepClock,
  sumOf,
} from './rules';

/** A random board of up to 6 × 5 cells, some already cleared. */
const gridArb = fc
  .record({ columns: fc.integer({ min: 1, max: 6 }), rows: fc.integer({ min: 1, max: 5 }) })
  .chain(({ columns, rows }) =>
    fc
      .array(fc.option(fc.integer({ min: appleMinNumber, max: appleMaxNumber }), { nil: null, freq: 4 }), {
        minLength: columns * rows,
        maxLength: columns * rows,
      })
      .map((cells): AppleGrid => ({ columns, rows, cells })),
  );

const pointArb = fc.record({ x: fc.double({ min: -2, max: 8, noNaN: true }), y: fc.double({ min: -2, max: 7, noNaN: true }) });

/** Brute force: is there any pair of distinct remaining apples that sums to 10? */
function bruteForcePair(grid: AppleGrid) {
  const apples = grid.cells.flatMap((cell) => (cell == null ? [] : [cell]));
  for (let i = 0; i < apples.length; i += 1) for (let j = i + 1; j < apples.length; j += 1) if ((apples[i] ?? 0) + (apples[j] ?? 0) === appleTargetSum) return true;
  return false;
}

describe('createGrid', () => {
  it('fills 15 × 10 = 150 cells with numbers 1–9', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const grid = createGrid(seededRandom(seed));
        expect(grid.columns).toBe(appleColumns);
        expect(grid.rows).toBe(appleRows);
        expect(grid.cells).toHaveLength(150);
        for (const cell of grid.cells) {
          expect(Number.isInteger(cell)).toBe(true);
          expect(cell).toBeGreaterThanOrEqual(1);
          expect(cell).toBeLessThanOrEqual(9);
        }
        expect(applesLeft(grid)).toBe(150);
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic for a seed and uses every number 1–9 over many boards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        expect(createSeededGrid(seed)).toEqual(createSeededGrid(seed));
      }),
    );
    const seen = new Set(createSeededGrid(42).cells);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('applesInBox (rectangle hit-testing)', () => {
  it('selects exactly the remaining apples whose centres lie inside the box', () => {
    fc.assert(
      fc.property(gridArb, pointArb, pointArb, (grid, from, to) => {
        const selected = applesInBox(grid, { from, to });
        const [left, right] = [Math.min(from.x, to.x), Math.max(from.x, to.x)];
        const [top, bottom] = [Math.min(from.y, to.y), Math.max(from.y, to.y)];
        const expected = grid.cells.flatMap((cell, index) => {
          const { column, row } = cellPosition(grid, index);
          const [cx, cy] = [column + 0.5, row + 0.5];
          return cell != null && cx >= left && cx <= right && cy >= top && cy <= bottom ? [index] : [];
        });
        expect(selected).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on which corner the drag started from', () => {
    fc.assert(
      fc.property(gridArb, pointArb, pointArb, (grid, a, b) => {
        expect(applesInBox(grid, { from: a, to: b })).toEqual(applesInBox(grid, { from: b, to: a }));
        expect(applesInBox(grid, { from: { x: a.x, y: b.y }, to: { x: b.x, y: a.y } })).toEqual(applesInBox(grid, { from: a, to: b }));
      }),
    );
  });

  it('a keyboard box between two cells covers exactly that block of cells', () => {
    fc.assert(
      fc.property(gridArb, fc.nat(), fc.nat(), (grid, i, j) => {
        const a = cellPosition(grid, i % grid.cells.length);
        const b = cellPosition(grid, j % grid.cells.length);
        const selected = applesInBox(grid, boxBetweenCells(a, b));
        const block = grid.cells.flatMap((cell, index) => {
          const { column, row } = cellPosition(grid, index);
          const inside = column >= Math.min(a.column, b.column) && column <= Math.max(a.column, b.column) && row >= Math.min(a.row, b.row) && row <= Math.max(a.row, b.row);
          return inside && cell != null ? [index] : [];
        });
        expect(selected).toEqual(block);
      }),
    );
  });
});

describe('sums and clearing', () => {
  it('sumOf adds the selected numbers', () => {
    fc.assert(
      fc.property(gridArb, fc.array(fc.nat()), (grid, picks) => {
        const indices = [...new Set(picks.map((p) => p % grid.cells.length))];
        const expected = indices.reduce((total, index) => total + (grid.cells[index] ?? 0), 0);
        expect(sumOf(grid, indices)).toBe(expected);
      }),
    );
  });

  it('a selection clears only when it sums to exactly 10; cleared cells stay empty and the count drops by the cleared apples', () => {
    fc.assert(
      fc.property(gridArb, pointArb, pointArb, (grid, from, to) => {
        const selected = applesInBox(grid, { from, to });
        const outcome = resolveSelection(grid, selected);
        const sum = sumOf(grid, selected);
        if (selected.length === 0) expect(outcome.kind).toBe('empty');
        else if (sum !== appleTargetSum) expect(outcome).toEqual({ kind: 'wrong_sum', sum, count: selected.length });
        else {
          expect(outcome.kind).toBe('cleared');
          if (outcome.kind !== 'cleared') return;
          expect(outcome.points).toBe(selected.length * 10);
          expect(applesLeft(outcome.grid)).toBe(applesLeft(grid) - selected.length);
          outcome.grid.cells.forEach((cell, index) => {
            if (selected.includes(index) || grid.cells[index] == null) expect(cell).toBeNull();
            else expect(cell).toBe(grid.cells[index]);
          });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('clearing never refills: cleared cells stay empty after further clears', () => {
    fc.assert(
      fc.property(gridArb, fc.array(fc.array(fc.nat(), { maxLength: 4 }), { maxLength: 5 }), (grid, rounds) => {
        let current = grid;
        const cleared = new Set<number>(grid.cells.flatMap((cell, index) => (cell == null ? [index] : [])));
        for (const round of rounds) {
          const indices = round.map((p) => p % grid.cells.length);
          current = clearCells(current, indices);
          indices.forEach((index) => cleared.add(index));
          for (const index of cleared) expect(current.cells[index]).toBeNull();
          expect(applesLeft(current)).toBe(grid.cells.length - cleared.size);
          for (const cell of current.cells) if (cell != null) expect(cell >= 1 && cell <= 9).toBe(true);
        }
      }),
    );
  });

  it('pointsFor gives 10 per apple', () => {
    fc.assert(
      fc.property(fc.nat(150), (count) => {
        expect(pointsFor(count)).toBe(count * 10);
      }),
    );
  });
});

describe('hasPairMove (no-moves detection)', () => {
  it('matches a brute-force search over all pairs', () => {
    fc.assert(
      fc.property(gridArb, (grid) => {
        expect(hasPairMove(grid)).toBe(bruteForcePair(grid));
      }),
      { numRuns: 2000 },
    );
  });

  it('handles the 5 + 5 case and empty boards', () => {
    expect(hasPairMove({ columns: 2, rows: 1, cells: [5, null] })).toBe(false);
    expect(hasPairMove({ columns: 2, rows: 1, cells: [5, 5] })).toBe(true);
    expect(hasPairMove({ columns: 2, rows: 1, cells: [null, null] })).toBe(false);
  });
});

describe('clock and cursor', () => {
  it('the clock counts down and never goes below 0', () => {
    fc.assert(
      fc.property(fc.nat(200_000), fc.nat(5_000), (remaining, delta) => {
        const next = stepClock(remaining, delta);
        expect(next).toBe(Math.max(0, remaining - delta));
        expect(secondsLeft(next)).toBeLessThanOrEqual(secondsLeft(remaining));
      }),
    );
  });

  it('the cursor stays on the board', () => {
    fc.assert(
      fc.property(gridArb, fc.nat(), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), (grid, start, dx, dy) => {
        const moved = moveCell(grid, cellPosition(grid, start % grid.cells.length), dx, dy);
        expect(moved.column >= 0 && moved.column < grid.columns).toBe(true);
        expect(moved.row >= 0 && moved.row < grid.rows).toBe(true);
      }),
    );
  });
});
