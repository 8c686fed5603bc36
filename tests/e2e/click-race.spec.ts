/**
 * Click race on the built site with `?renderer=canvas`: won on easy with real clicks and the Space key, lost on expert
 * under a controlled clock; the best (fewest clicks) per difficulty is kept in local storage.
 */
import type { Page, TestInfo } from '@playwright/test';
import { raceBestStorageKey } from '../../engines/click-race/config';
import { expect, expectAccessible, test } from './fixtures';
import { expectGameAccessible, toastWith } from './game-helpers';

/** Attaches a screenshot of the page to the test report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

async function pick(page: Page, difficulty: RegExp) {
  await page.getByRole('button', { name: difficulty }).click();
  await expect(page.getByTestId('race-board')).toHaveAttribute('data-renderer', 'canvas');
  await expect(page.getByTestId('race-player')).toHaveText('You 0%');
  await expect(page.getByTestId('race-computer')).toHaveText('Computer 0%');
}

test.describe('click race', () => {
  // Twenty real clicks, a reload and four axe runs: allow for a loaded machine.
  test.slow();

  test('won on easy in 20 clicks: win panel with clicks and best, new-record toast, best kept after reload', async ({ page }, testInfo) => {
    await page.clock.install();
    await page.goto('/click-race?renderer=canvas&seed=7&lng=en');
    await expect(page.getByRole('heading', { name: 'Choose a difficulty' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Easy|Medium|Hard|Expert)/ })).toHaveCount(4);
    await expectAccessible(page, 'race difficulty choice');
    await pick(page, /^Easy/);
    await expect(page.getByTestId('race-click')).toBeFocused();

    // The computer waits for the first click.
    await page.clock.runFor(2_000);
    await expect(page.getByTestId('race-computer')).toHaveText('Computer 0%');
    const click = page.getByTestId('race-click');
    await click.click();
    await expect(page.getByTestId('race-player')).toHaveText('You 5%');
    await page.clock.runFor(500);
    await expect(page.getByTestId('race-computer')).not.toHaveText('Computer 0%');
    await expectAccessible(page, 'race running');
    // Time stands still from here (axe needs running timers, so it ran first): the clicks alone decide the race.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    for (let i = 1; i < 20; i += 1) await click.click();
    await page.clock.resume();
    const result = page.getByTestId('race-result');
    await expect(result.getByRole('heading', { name: 'You win! 🏆' })).toBeVisible();
    await expect(result).toContainText('You won with 20 clicks.');
    await expect(page.getByTestId('race-result-best')).toContainText('Best on Easy: 20 clicks');
    await expect(toastWith(page, 'New record: 20 clicks on Easy!')).toBeVisible();
    await expect(page.getByTestId('race-best')).toHaveText('20');
    await expect(click).toBeDisabled();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), raceBestStorageKey)).toBe('{"easy":20}');
    // The new-record toast is on screen: axe the game's own content (the shared toaster is left out, see game-helpers).
    await expectGameAccessible(page, 'race won');
    await attachScreenshot(page, testInfo, 'race-won-easy');

    // Reset keeps the difficulty; Space (outside any button) clicks too.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('race-player')).toHaveText('You 0%');
    await page.getByRole('heading', { name: 'Click Race' }).click();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('race-clicks')).toHaveText('1');

    await page.reload();
    await expect(page.getByRole('button', { name: /^Easy/ })).toContainText('Best on Easy: 20 clicks');
  });

  test('lost on expert after one click under a controlled clock: the computer wins and the best stays', async ({ page }, testInfo) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, '{"expert":45}'), raceBestStorageKey);
    await page.clock.install();
    await page.goto('/click-race?renderer=canvas&seed=7&lng=en');
    await pick(page, /^Expert/);
    await page.getByTestId('race-click').click();
    await expect(page.getByTestId('race-player')).toHaveText('You 3%');
    await page.clock.runFor(30_000);
    const result = page.getByTestId('race-result');
    await expect(result.getByRole('heading', { name: 'The computer wins!' })).toBeVisible();
    await expect(page.getByTestId('race-computer')).toHaveText('Computer 100%');
    await expect(page.getByTestId('race-result-best')).toHaveText('Best on Expert: 45 clicks');
    await expect(page.getByTestId('race-announcer')).toHaveText('The computer wins.');
    await expectAccessible(page, 'race lost');
    await attachScreenshot(page, testInfo, 'race-lost-expert');

    await page.getByRole('button', { name: 'Change difficulty' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a difficulty' })).toBeFocused();
  });
});

test.describe('click race in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('difficulty choice and the running race pass axe in dark mode', async ({ page }, testInfo) => {
    await page.goto('/click-race?renderer=canvas&seed=7&lng=en');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { name: 'Choose a difficulty' })).toBeVisible();
    await expectAccessible(page, 'race choice (dark)');
    await pick(page, /^Medium/);
    await page.getByTestId('race-click').click();
    await expect(page.getByTestId('race-player')).toHaveText('You 4%');
    await expectAccessible(page, 'race running (dark)');
    await attachScreenshot(page, testInfo, 'race-dark');
  });
});

test.describe('click race on a touch tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('taps pick a difficulty and run the race', async ({ page }) => {
    await page.goto('/click-race?renderer=canvas&seed=7&lng=en');
    await page.getByRole('button', { name: /^Hard/ }).tap();
    await expect(page.getByTestId('race-board')).toHaveAttribute('data-renderer', 'canvas');
    await page.getByTestId('race-click').tap();
    await page.getByTestId('race-click').tap();
    await expect(page.getByTestId('race-clicks')).toHaveText('2');
    await expect(page.getByTestId('race-player')).toHaveText('You 6%');
  });
});
