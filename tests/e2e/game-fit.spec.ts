/**
 * Canvas games fit the screen (issue 18): each board lies wholly inside the viewport from a small phone to a large
 * desktop, portrait and landscape; the apple game-over panel shows its title and final score in phone landscape; the
 * apple game ends with 'No moves' on a seeded board played out with the pure rules (engines/apple/no-moves.ts).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { findScoringRectangle } from '../../engines/apple/no-moves';
import { applesInBox, boxBetweenCells, clearCells, createSeededGrid, type AppleGrid } from '../../engines/apple/rules';
import { expect, test } from './fixtures';
import { toastWith } from './game-helpers';

/** Screens every board must fit: small phone, phone landscape, laptop, desktop. */
const screens = [
  { width: 360, height: 640 },
  { width: 812, height: 375 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** The element's box relative to the viewport, rounded to whole pixels. */
async function viewportBox(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), left: Math.round(rect.left), right: Math.round(rect.right), height: Math.round(rect.height) };
  });
}

/** Waits until the element lies wholly inside the viewport (it may still be settling at its fitted size). */
async function expectWhollyVisible(page: Page, locator: Locator, label: string, minHeight = 20) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await expect
    .poll(async () => {
      const box = await viewportBox(locator);
      return box.height >= minHeight && box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width ? 'inside' : JSON.stringify(box);
    }, { message: `${label} wholly visible at ${width}×${height}` })
    .toBe('inside');
}

/** A fresh page of `size` for each screen (no scroll position carried over from the last size). */
async function pageOfSize(context: BrowserContext, size: { width: number; height: number }) {
  const page = await context.newPage();
  await page.setViewportSize(size);
  return page;
}

test.describe('boards fit the screen', () => {
  test.slow();

  test('memory: the whole 4 × 4 board is in view at every size, without scrolling on a laptop', async ({ context }) => {
    for (const size of screens) {
      const page = await pageOfSize(context, size);
      await page.goto('/memory-game?renderer=canvas&seed=5&lng=en');
      const canvas = page.getByTestId('memory-board').locator('canvas');
      await expect(page.getByTestId('memory-board')).toHaveAttribute('data-renderer', 'canvas');
      await expectWhollyVisible(page, canvas, 'memory board', 150);
      if (size.width === 1280) expect(await page.evaluate(() => window.scrollY), 'no scrolling at 1280×800').toBe(0);
      await page.close();
    }
  });

  test('apple: the board is in view under the HUD at every size, turned upright on a portrait phone', async ({ context }) => {
    for (const size of screens) {
      const page = await pageOfSize(context, size);
      await page.goto('/apple-game?renderer=canvas&seed=5&lng=en');
      await page.getByRole('button', { name: 'Start game' }).click();
      const board = page.getByTestId('apple-board');
      await expect(board).toHaveAttribute('data-renderer', 'canvas');
      await expectWhollyVisible(page, board.locator('canvas'), 'apple board', 150);
      await expectWhollyVisible(page, page.getByTestId('apple-time'), 'apple timer');
      if (size.width === 360) {
        await expect(board).toHaveAttribute('data-transposed', 'true');
        await expect(page.getByTestId('apple-turn-hint')).toBeVisible();
      } else {
        await expect(board).not.toHaveAttribute('data-transposed', 'true');
      }
      await page.close();
    }
  });

  test('click race: the track and the click button are in view at every size', async ({ context }) => {
    for (const size of screens) {
      const page = await pageOfSize(context, size);
      await page.goto('/click-race?renderer=canvas&seed=5&lng=en');
      await page.getByRole('button', { name: /^Easy/ }).click();
      await expect(page.getByTestId('race-board')).toHaveAttribute('data-renderer', 'canvas');
      await expectWhollyVisible(page, page.getByTestId('race-board').locator('canvas'), 'race track', 90);
      await expectWhollyVisible(page, page.getByTestId('race-click'), 'click button');
      await page.close();
    }
  });
});

test.describe('apple game over in phone landscape', () => {
  test.use({ viewport: { width: 812, height: 375 } });
  test.slow();

  test('time-up shows Game over and the final score in view; its toast covers neither the top bar nor the score', async ({ page }) => {
    await page.clock.install();
    await page.goto('/apple-game?renderer=canvas&seed=5&lng=en');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByTestId('apple-board')).toHaveAttribute('data-renderer', 'canvas');
    await page.clock.runFor(121_000);
    const title = page.getByRole('heading', { name: 'Game over' });
    await expect(title).toBeVisible();
    await expectWhollyVisible(page, title, 'Game over');
    await expectWhollyVisible(page, page.getByTestId('apple-final-score'), 'final score');
    await expectWhollyVisible(page, page.getByRole('button', { name: 'Play again' }), 'Play again');
    const toast = toastWith(page, "Time's up!");
    await expect(toast).toBeVisible();
    const header = await viewportBox(page.getByRole('banner'));
    const score = await viewportBox(page.getByTestId('apple-final-score'));
    const toastBox = await viewportBox(page.locator('[data-sonner-toast]').filter({ hasText: "Time's up!" }));
    expect(toastBox.top, 'toast below the top bar').toBeGreaterThanOrEqual(header.bottom);
    expect(toastBox.top >= score.bottom || toastBox.bottom <= score.top, 'toast clear of the final score').toBe(true);
    // A 0-point game offers no save (DESIGN §7).
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/** A board from `?seed=` that runs out of moves soonest (22 boxes) when played box by box: of seeds 1–3000. */
const noMovesSeed = 2322;

/** The boxes (cell rectangles) first-box play clears on a board until no box sums to 10, and the board left. */
function playOut(grid: AppleGrid) {
  const moves: { firstColumn: number; lastColumn: number; firstRow: number; lastRow: number }[] = [];
  let board = grid;
  for (let rectangle = findScoringRectangle(board); rectangle; rectangle = findScoringRectangle(board)) {
    moves.push(rectangle);
    board = clearCells(board, applesInBox(board, boxBetweenCells({ column: rectangle.firstColumn, row: rectangle.firstRow }, { column: rectangle.lastColumn, row: rectangle.lastRow })));
  }
  return { moves, board };
}

test.describe('apple game: no moves', () => {
  test.slow();

  test('the game ends with the No moves message as soon as no box of apples sums to 10', async ({ page }) => {
    const grid = createSeededGrid(noMovesSeed);
    const { moves, board } = playOut(grid);
    const left = board.cells.filter((cell) => cell !== null).length;
    await page.goto(`/apple-game?renderer=canvas&seed=${noMovesSeed}&lng=en`);
    await page.getByRole('button', { name: 'Start game' }).click();
    const canvas = page.getByTestId('apple-board').locator('canvas');
    await expect(page.getByTestId('apple-board')).toHaveAttribute('data-renderer', 'canvas');
    await expectWhollyVisible(page, canvas, 'apple board');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    const cell = Math.min(box.width / grid.columns, box.height / grid.rows);
    const left0 = box.x + (box.width - cell * grid.columns) / 2;
    const top0 = box.y + (box.height - cell * grid.rows) / 2;
    const at = (x: number, y: number) => ({ x: left0 + x * cell, y: top0 + y * cell });

    for (const [i, move] of moves.entries()) {
      const from = at(move.firstColumn + 0.15, move.firstRow + 0.2);
      const to = at(move.lastColumn + 0.85, move.lastRow + 0.8);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 3 });
      await expect(page.getByTestId('apple-sum')).toHaveText('10');
      await page.mouse.up();
      if (i < moves.length - 1) await expect(page.getByTestId('apple-over')).toHaveCount(0);
    }

    const over = page.getByTestId('apple-over');
    await expect(over).toBeVisible();
    await expect(over.getByText('No box of apples left can make 10.')).toBeVisible();
    await expect(toastWith(page, 'No moves left — no box of apples can make 10.')).toBeVisible();
    await expect(page.getByTestId('apple-final-score')).toHaveText(String((150 - left) * 10));
  });
});
