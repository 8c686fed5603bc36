/**
 * Today's apple board (issue 15, beyond the spec) on the built site: the player opens "Today's board" with the
 * keyboard, the server deals the UTC day's seed (the same for everyone, never fixed by `?seed=`), the spec reads that
 * seed from the game-session answer and recomputes the board with the game's pure rules, clears a pair with the
 * keyboard, lets the clock run out, and saves the score to today's own top 10.
 */
import { createSeededGrid, type AppleGrid } from '../../engines/apple/rules';
import { utcDay } from '../../supabase/functions/_shared/contract/daily-board';
import { expect, test } from './fixtures';
import { anonClient, expectGameAccessible, nameDialog, tabTo, toastWith, uniqueName } from './game-helpers';

/** The first two horizontally adjacent apples summing to 10 (row, column of the left one). */
function findPair(grid: AppleGrid): { row: number; column: number } {
  for (let row = 0; row < grid.rows; row += 1) {
    for (let column = 0; column + 1 < grid.columns; column += 1) {
      const left = grid.cells[row * grid.columns + column] ?? 0;
      const right = grid.cells[row * grid.columns + column + 1] ?? 0;
      if (left + right === 10) return { row, column };
    }
  }
  throw new Error('no horizontal pair summing to 10 on the daily board');
}

test.describe("apple game: today's board", () => {
  test.slow();

  test("plays today's board with the keyboard and saves the score to today's own top 10", async ({ page, baseURL }) => {
    const today = utcDay();
    await page.clock.install();
    await page.goto('/apple-game?renderer=canvas&seed=7&lng=en');
    const daily = page.getByRole('region', { name: "Today's board" });
    await expect(daily).toContainText(today);

    const play = daily.getByRole('button', { name: "Play today's board" });
    await tabTo(page, play);
    const dealt = page.waitForResponse((response) => response.url().includes('/functions/v1/game-session') && response.request().postData()?.includes('apple_daily') === true);
    await page.keyboard.press('Enter');
    const deal = (await (await dealt).json()) as { seed: number; day: string };
    expect(deal.day).toBe(today);
    // `?seed=7` fixes classic boards on this server; today's board stays the day's own.
    expect(deal.seed).not.toBe(7);

    const board = page.getByRole('application', { name: /Apple board/ });
    await expect(board).toBeFocused();
    await expect(page.getByTestId('apple-daily-badge')).toHaveText(`Today's board · ${today}`);
    const grid = createSeededGrid(deal.seed);
    const pair = findPair(grid);
    for (let i = 0; i < pair.row; i += 1) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < pair.column; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByTestId('apple-sum')).toHaveText('10');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('apple-score')).toHaveText('20');

    // Let the clock run out (the page's time moves only when the test moves it).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(121_000);
    const over = page.getByTestId('apple-over');
    await expect(over).toBeVisible();
    await expect(page.getByTestId('apple-final-score')).toHaveText('20');
    await page.clock.resume();

    const dialog = nameDialog(page);
    await expect(dialog).toBeVisible();
    const name = uniqueName('Daily');
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Score saved!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(over.getByRole('heading', { name: `Today's top 10 · ${today}` })).toBeVisible();
    await expect(page.getByTestId('leaderboard-apple-daily').getByRole('cell', { name })).toBeVisible();
    await expectGameAccessible(page, 'apple daily game over');

    // Stored with its day, on today's board only, not on the all-time apple board.
    const { data, error } = await anonClient(baseURL ?? '').from('game_scores').select('score, board_day').eq('player_name', name);
    expect(error).toBeNull();
    expect(data?.map((row) => ({ score: Number(row.score), board_day: row.board_day }))).toEqual([{ score: 20, board_day: today }]);
    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(page.getByTestId('apple-daily-badge')).toHaveCount(0);
  });
});
