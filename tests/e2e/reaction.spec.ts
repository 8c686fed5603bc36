import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { reactionTier } from '../../engines/reaction/rules';
import { expectGameAccessible, findSeed, nameDialog, observeGreenFrames, openLeaderboard, savedScores, tabTo, toastWith, trueReactionMs, uniqueName, waitAfterGreen } from './game-helpers';

// Each flow plays against the server (a round trip per hand, guess or round, then the save) and runs axe several
// times: on a loaded two-core machine that can pass the default 45 s, so these flows get twice as long.
test.describe.configure({ timeout: 90_000 });

/** English tier labels (spec §9). */
const tierLabel = {
  lightning: 'Lightning! ⚡', super_fast: 'Super fast!', very_fast: 'Very fast!', fast: 'Fast!',
  good: 'Good', average: 'Average', slow: 'Slow', very_slow: 'Very slow',
} as const;

const area = (page: Page) => page.getByTestId('reaction-area');

/** A time as the English page shows it (grouped: 1,204 ms). */
const msText = (ms: number) => `${ms.toLocaleString('en-US')} ms`;

/** The milliseconds shown in the area after a round. */
async function shownMs(target: Locator) {
  await expect(target).toHaveAttribute('data-state', 'result');
  const match = /([\d,]+) ms/.exec((await target.textContent()) ?? '');
  if (!match) throw new Error('no time shown');
  return Number(match[1].replaceAll(',', ''));
}

/** Waits for green, reacts `delayMs` after it was painted with `press`, and returns the time shown. */
async function playRound(page: Page, delayMs: number, press: () => Promise<void>) {
  await expect(area(page)).toHaveAttribute('data-state', 'go', { timeout: 7000 });
  await waitAfterGreen(page, delayMs);
  await press();
  const ms = await shownMs(area(page));
  expect(ms, 'the time shown includes the delay after green').toBeGreaterThanOrEqual(delayMs);
  const truth = await trueReactionMs(page);
  // Within one frame even on a loaded CI machine; the 2 ms accuracy target is measured by bench/reaction-accuracy.
  expect(Math.abs(ms - truth), `shown ${ms} ms vs the press event ${truth.toFixed(2)} ms after the green frame`).toBeLessThanOrEqual(17);
  await expect(page.getByTestId('reaction-tier')).toHaveText(tierLabel[reactionTier(ms)]);
  return ms;
}

test.beforeEach(async ({ page }) => {
  await observeGreenFrames(page);
});

test('three rounds with the mouse: states, tiers, stats, the best time saved and listed', async ({ page, baseURL }) => {
  // A long first wait (time to scan the red state), then short ones.
  const seed = findSeed(([a, b, c]) => (a as number) > 0.8 && (b as number) < 0.2 && (c as number) < 0.2);
  await page.goto(`/reaction-test?seed=${seed}`);
  await expect(page).toHaveTitle('Reaction Test | Playground');
  await expect(area(page)).toHaveAttribute('data-state', 'waiting');
  await expect(area(page)).toContainText('Click to start');
  await expect(page.getByTestId('stat-attempts')).toHaveText('0');
  await expectGameAccessible(page, 'reaction waiting');

  await area(page).click();
  await expect(area(page)).toHaveAttribute('data-state', 'ready');
  await expect(area(page)).toContainText('Wait for green…');
  await expectGameAccessible(page, 'reaction ready');

  const first = await playRound(page, 200, () => area(page).click());
  // Every result the server signed is offered without interrupting the run (issue 18): the dialog opens on request.
  await expect(nameDialog(page)).toHaveCount(0);
  await page.getByTestId('reaction-offer').getByRole('button', { name: 'Save this result' }).click();
  const dialog = nameDialog(page);
  await expect(dialog).toContainText(msText(first));
  await expectGameAccessible(page, 'reaction name dialog');
  const name = uniqueName('Re');
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Score saved!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectGameAccessible(page, 'reaction result');

  const times = [first];
  for (const delay of [320, 440]) {
    await area(page).click();
    const ms = await playRound(page, delay, () => area(page).click());
    times.push(ms);
    // Slower or faster, a qualifying result is offered, and the run goes on without a dialog.
    await expect(nameDialog(page)).toHaveCount(0);
    await expect(page.getByTestId('reaction-offer')).toContainText(msText(ms));
  }
  await expect(page.getByTestId('stat-attempts')).toHaveText('3');
  await expect(page.getByTestId('stat-best')).toHaveText(msText(Math.min(...times)));
  await expect(page.getByTestId('stat-average')).toHaveText(msText(Math.round(times.reduce((a, b) => a + b, 0) / 3)));

  // A later qualifying result is saved too, whether or not it beat the first (issue 18: no qualifying score unsaved).
  await page.getByTestId('reaction-offer').getByRole('button', { name: 'Save this result' }).click();
  const second = nameDialog(page);
  await expect(second).toContainText(msText(times[2] as number));
  const secondName = uniqueName('Rf');
  await second.getByLabel('Your name').fill(secondName);
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toBeHidden();

  const board = await openLeaderboard(page, /Reaction Test · Top 10/);
  await expect(board.getByRole('row', { name: new RegExp(name) })).toContainText(msText(first));
  await expect(board.getByRole('row', { name: new RegExp(secondName) })).toContainText(msText(times[2] as number));
  await page.keyboard.press('Escape');
  expect(await savedScores(baseURL as string, 'reaction', name)).toEqual([{ player_name: name, score: first, game_type: 'reaction' }]);
  expect(await savedScores(baseURL as string, 'reaction', secondName)).toEqual([{ player_name: secondName, score: times[2], game_type: 'reaction' }]);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('stat-attempts')).toHaveText('0');
  await expect(page.getByTestId('stat-best')).toHaveText('–');
  await expect(area(page)).toHaveAttribute('data-state', 'waiting');
});

test('a press before green is too early: error toast, no result, and the next press starts a new round', async ({ page }) => {
  const seed = findSeed(([a, b]) => (a as number) > 0.8 && (b as number) > 0.8);
  await page.goto(`/reaction-test?seed=${seed}`);
  await area(page).click();
  await expect(area(page)).toHaveAttribute('data-state', 'ready');
  await area(page).click();
  await expect(area(page)).toHaveAttribute('data-state', 'too_early');
  await expect(area(page)).toContainText('Too early!');
  await expect(toastWith(page, 'Too early! Wait until the box turns green.')).toBeVisible();
  await expect(page.getByTestId('stat-attempts')).toHaveText('0');
  await expectGameAccessible(page, 'reaction too early');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectGameAccessible(page, 'reaction too early (dark)');
  await area(page).click();
  await expect(area(page)).toHaveAttribute('data-state', 'ready');
  await expectGameAccessible(page, 'reaction ready (dark)');
  await expect(area(page)).toHaveAttribute('data-state', 'go', { timeout: 7000 });
  await expect(area(page)).toContainText('Click now!');
  await expectGameAccessible(page, 'reaction go (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expectGameAccessible(page, 'reaction go');
});

test('keyboard only: Space starts, Enter reacts, the name is typed and saved', async ({ page, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const seed = findSeed(([a]) => (a as number) < 0.2);
  await page.goto(`/reaction-test?seed=${seed}`);
  await tabTo(page, area(page));
  await page.keyboard.press('Space');
  await expect(area(page)).toHaveAttribute('data-state', 'ready');
  const ms = await playRound(page, 250, () => page.keyboard.press('Enter'));
  await expectGameAccessible(page, 'reaction result (dark)');
  await tabTo(page, page.getByRole('button', { name: 'Save this result' }));
  await page.keyboard.press('Enter');
  const dialog = nameDialog(page);
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  const name = uniqueName('KR');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Score saved!')).toBeVisible();
  expect(await savedScores(baseURL as string, 'reaction', name)).toEqual([{ player_name: name, score: ms, game_type: 'reaction' }]);
  await tabTo(page, area(page));
  await page.keyboard.press('Space');
  await expect(area(page)).toHaveAttribute('data-state', 'ready');
});

test.describe('touch on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('taps start, react and save; a tap during red is too early', async ({ page, baseURL }) => {
    const seed = findSeed(([a, b]) => (a as number) < 0.2 && (b as number) > 0.6);
    await page.goto(`/reaction-test?seed=${seed}`);
    await expect(area(page)).toHaveCSS('touch-action', 'manipulation');
    await area(page).tap();
    const ms = await playRound(page, 230, () => area(page).tap());
    await page.getByRole('button', { name: 'Save this result' }).tap();
    const dialog = nameDialog(page);
    const name = uniqueName('T');
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).tap();
    await expect(toastWith(page, 'Score saved!')).toBeVisible();
    expect(await savedScores(baseURL as string, 'reaction', name)).toEqual([{ player_name: name, score: ms, game_type: 'reaction' }]);

    await area(page).tap();
    await expect(area(page)).toHaveAttribute('data-state', 'ready');
    await area(page).tap();
    await expect(area(page)).toHaveAttribute('data-state', 'too_early');
    await expect(page.getByTestId('stat-attempts')).toHaveText('1');
  });
});
