/**
 * The apple game on the built site with `?renderer=canvas&seed=N`: the board of seed N is recomputed here with the same
 * pure rules (engines/apple/rules.ts), so the specs know where a sum of 10 lies before they drag. No test-only code runs
 * in the site.
 */
import type { Page, TestInfo } from '@playwright/test';
import { createSeededGrid, type AppleGrid } from '../../engines/apple/rules';
import { expect, expectAccessible, test } from './fixtures';
import { expectGameAccessible, nameDialog, savedScores, toastWith, uniqueName } from './game-helpers';

/** A run of `length` horizontally adjacent apples (row, first column) whose numbers sum to 10. */
interface Run {
  row: number;
  column: number;
  length: number;
}

/** The first horizontal run of `length` apples summing to exactly 10 on a grid (avoiding the cells in `skip`). */
function findRun(grid: AppleGrid, length: number, skip: Run[] = []): Run | undefined {
  const taken = (row: number, column: number) => skip.some((run) => run.row === row && column >= run.column && column < run.column + run.length);
  for (let row = 0; row < grid.rows; row += 1) {
    for (let column = 0; column + length <= grid.columns; column += 1) {
      const cells = Array.from({ length }, (_, i) => grid.cells[row * grid.columns + column + i] ?? 0);
      const overlaps = cells.some((_, i) => taken(row, column + i));
      if (!overlaps && cells.reduce((a, b) => a + b, 0) === 10) return { row, column, length };
    }
  }
  return undefined;
}

/** A seed whose board has a 3-apple run and, elsewhere, a 2-apple run summing to 10 (the first from 1 up). */
function pickSeed() {
  for (let seed = 1; seed < 10_000; seed += 1) {
    const grid = createSeededGrid(seed);
    const triple = findRun(grid, 3);
    const pair = triple ? findRun(grid, 2, [triple]) : undefined;
    if (triple && pair) return { seed, grid, triple, pair };
  }
  throw new Error('no seed with a triple and a pair');
}

const { seed, grid, triple, pair } = pickSeed();
/** An apple that is not a 10 on its own (any single apple: numbers are 1–9). */
const single: Run = { row: 9, column: 14, length: 1 };

/** Attaches a screenshot of the page to the test report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** Opens the game in English with the Canvas 2D renderer and the fixed board, and presses Start. */
async function startGame(page: Page) {
  await page.goto(`/apple-game?renderer=canvas&seed=${seed}&lng=en`);
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  await page.getByRole('button', { name: 'Start game' }).click();
  const board = page.getByRole('application', { name: /Apple board/ });
  await expect(board).toHaveAttribute('data-renderer', 'canvas');
  await expect(page.getByTestId('apple-count')).toHaveText('150');
  return board;
}

/** Page coordinates of a point given in cell units on the board (the grid is centred in the canvas). */
async function boardPoint(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('apple-board').locator('canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const cell = Math.min(box.width / grid.columns, box.height / grid.rows);
  const left = box.x + (box.width - cell * grid.columns) / 2;
  const top = box.y + (box.height - cell * grid.rows) / 2;
  return { x: left + x * cell, y: top + y * cell };
}

/** The box corners (page coordinates) around a run: from inside its first cell to inside its last. */
async function runCorners(page: Page, run: Run) {
  return {
    from: await boardPoint(page, run.column + 0.15, run.row + 0.2),
    to: await boardPoint(page, run.column + run.length - 0.15, run.row + 0.8),
  };
}

/** Drags a box with the real mouse; checks the live sum while the button is still down. */
async function mouseDrag(page: Page, run: Run, liveSum: number) {
  const { from, to } = await runCorners(page, run);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await expect(page.getByTestId('apple-sum')).toHaveText(String(liveSum));
  await page.mouse.up();
}

const sumOfRun = (run: Run) => Array.from({ length: run.length }, (_, i) => grid.cells[run.row * grid.columns + run.column + i] ?? 0).reduce((a, b) => a + b, 0);

test.describe('apple game', () => {
  // Several drags, axe runs and a leaderboard round trip per test: allow for a loaded machine.
  test.slow();

  test('start panel: how-to, leaderboard and full-screen buttons; accessible', async ({ page }, testInfo) => {
    await page.goto(`/apple-game?renderer=canvas&seed=${seed}&lng=en`);
    await expect(page).toHaveTitle(/Apple Game/);
    await expect(page.getByText('Sum is not 10', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expectAccessible(page, 'apple start panel');
    await attachScreenshot(page, testInfo, 'apple-start');
  });

  test('a real mouse drag over a sum-10 box scores 10 per apple and leaves the cells empty; a wrong box shows the error', async ({ page }, testInfo) => {
    const board = await startGame(page);
    // 120 s at the start; on a loaded machine the first real second may already have ticked before the check.
    await expect(page.getByTestId('apple-time')).toHaveText(/^(120|119) s$/);
    await expectAccessible(page, 'apple playing');

    await mouseDrag(page, triple, 10);
    await expect(page.getByTestId('apple-score')).toHaveText('30');
    await expect(page.getByTestId('apple-count')).toHaveText('147');
    await expect(page.getByTestId('apple-sum')).toHaveText('0');

    await mouseDrag(page, pair, 10);
    await expect(page.getByTestId('apple-score')).toHaveText('50');
    await expect(page.getByTestId('apple-count')).toHaveText('145');

    // Dragging over the cleared triple again selects nothing: the cells stay empty.
    await mouseDrag(page, triple, 0);
    await expect(page.getByTestId('apple-count')).toHaveText('145');

    await mouseDrag(page, single, sumOfRun(single));
    // The miss shows on the board and in the HUD (the wrong sum in red), is said by the live region, and no toast covers the HUD.
    await expect(page.getByTestId('apple-announcer')).toHaveText('Sum is not 10! Please select again.');
    await expect(page.getByTestId('apple-score')).toHaveText('50');
    await expect(page.getByTestId('apple-sum')).toHaveText('0');
    await expect(toastWith(page, 'Sum is not 10! Please select again.')).toHaveCount(0);
    await expect(board).toBeVisible();
    await attachScreenshot(page, testInfo, 'apple-after-drags');
  });

  test('keyboard play: arrows move the cursor, Shift+arrows grow the box, Enter clears a sum of 10, Escape cancels', async ({ page }) => {
    const board = await startGame(page);
    await expect(board).toBeFocused();
    for (let i = 0; i < pair.row; i += 1) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < pair.column; i += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('apple-announcer')).toHaveText(`Row ${pair.row + 1}, column ${pair.column + 1}: ${grid.cells[pair.row * 15 + pair.column]}.`);

    await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByTestId('apple-sum')).toHaveText('10');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('apple-sum')).toHaveText('0');

    // Escape keeps the cursor where the box ended: step back and grow the box again.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByTestId('apple-announcer')).toContainText('2 apples selected, sum 10.');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('apple-score')).toHaveText('20');
    await expect(page.getByTestId('apple-count')).toHaveText('148');
    await expect(page.getByTestId('apple-announcer')).toHaveText('Cleared 2 apples. Score 20.');
  });

  test('time-up under a controlled clock ends the game, and the score reaches the leaderboard', async ({ page, baseURL }, testInfo) => {
    await page.clock.install();
    await startGame(page);
    for (let i = 0; i < pair.row; i += 1) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < pair.column; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('apple-score')).toHaveText('20');

    // From here the page's time moves only when the test moves it (the installed clock also flows in real time, and a
    // loaded machine let seconds slip by, so the time-up toast had been dismissed before it was looked for).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const secondsLeft = Number(/^(\d+) s$/.exec((await page.getByTestId('apple-time').textContent()) ?? '')?.[1]);
    expect(secondsLeft).toBeGreaterThan(60);
    await page.clock.runFor((secondsLeft - 60) * 1_000);
    await expect(page.getByTestId('apple-time')).toHaveText(/^(60|59) s$/);
    await page.clock.runFor(61_000);

    const over = page.getByTestId('apple-over');
    await expect(over).toBeVisible();
    await expect(page.getByTestId('apple-final-score')).toHaveText('20');
    await expect(over.getByText('The clock ran out.')).toBeVisible();
    await expect(toastWith(page, "Time's up!")).toBeVisible();
    await page.clock.resume();

    const dialog = nameDialog(page);
    await expect(dialog).toBeVisible();
    // The time-up toast is on screen: axe the game's own content (the shared toaster is left out, see game-helpers).
    await expectGameAccessible(page, 'apple name dialog');
    await attachScreenshot(page, testInfo, 'apple-name-dialog');
    const name = uniqueName('Apple');
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Score saved!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(over.getByRole('cell', { name })).toBeVisible();
    expect(await savedScores(baseURL ?? '', 'apple', name)).toEqual([{ player_name: name, score: 20, game_type: 'apple' }]);
    await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
    await expectGameAccessible(page, 'apple game over');
    await attachScreenshot(page, testInfo, 'apple-over');
  });
});

test.describe('apple game on a touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
  test.slow();

  test('a touch drag clears a sum of 10; starting in landscape asks for full screen', async ({ page }, testInfo) => {
    await page.goto(`/apple-game?renderer=canvas&seed=${seed}&lng=en`);
    await page.getByRole('button', { name: 'Start game' }).tap();
    await expect(page.getByRole('application', { name: /Apple board/ })).toHaveAttribute('data-renderer', 'canvas');
    await expect.poll(() => page.evaluate(() => (document.fullscreenElement as HTMLElement | null)?.dataset.testid ?? null)).toBe('apple-game-area');
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    // Wait for the board to settle at its full-screen size before measuring.
    await expect.poll(async () => (await page.getByTestId('apple-board').locator('canvas').boundingBox())?.height ?? 0).toBeGreaterThan(500);

    const cdp = await page.context().newCDPSession(page);
    const touch = async (run: Run) => {
      const { from, to } = await runCorners(page, run);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
      for (let step = 1; step <= 8; step += 1) {
        const x = from.x + ((to.x - from.x) * step) / 8;
        const y = from.y + ((to.y - from.y) * step) / 8;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await expect(page.getByTestId('apple-sum')).toHaveText(String(sumOfRun(run)));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await touch(pair);
    await expect(page.getByTestId('apple-score')).toHaveText('20');
    await expect(page.getByTestId('apple-count')).toHaveText('148');
    await touch(single);
    // In full screen the miss flashes the box and turns the sum red; no toast lies over Time, Apples and Sum.
    await expect(page.getByTestId('apple-announcer')).toHaveText('Sum is not 10! Please select again.');
    await expect(page.getByTestId('apple-sum').locator('..')).toHaveAttribute('data-state', 'alarm');
    await expect(page.getByTestId('apple-sum').locator('..')).not.toHaveAttribute('data-state', 'alarm');
    await expect(page.getByTestId('apple-score')).toHaveText('20');
    const hud = await page.getByRole('definition').first().locator('xpath=ancestor::dl').boundingBox();
    const toasts = await page.locator('[data-sonner-toast]').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    expect(toasts.filter((r) => hud && r.bottom > hud.y && r.top < hud.y + hud.height), 'no toast over the HUD').toEqual([]);
    await attachScreenshot(page, testInfo, 'apple-touch-fullscreen');

    await page.getByRole('button', { name: 'Exit full screen' }).tap();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });
});

test.describe('apple game in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('start panel and playing view pass axe in dark mode', async ({ page }, testInfo) => {
    await page.goto(`/apple-game?renderer=canvas&seed=${seed}&lng=en`);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expectAccessible(page, 'apple start (dark)');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByRole('application', { name: /Apple board/ })).toHaveAttribute('data-renderer', 'canvas');
    await page.keyboard.press('Shift+ArrowRight');
    await expectAccessible(page, 'apple playing (dark)');
    await attachScreenshot(page, testInfo, 'apple-dark');
  });
});
