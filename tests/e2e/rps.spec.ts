import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rpsBeats, type RpsChoice } from '../../engines/rps/config';
import { pickRpsChoice, winningChoiceAgainst } from '../../engines/rps/rules';
import { expectGameAccessible, nameDialog, openLeaderboard, randomSequence, savedScores, tabTo, toastWith, uniqueName } from './game-helpers';

// Each flow plays against the server (a round trip per hand, guess or round, then the save) and runs axe several
// times: on a loaded two-core machine that can pass the default 45 s, so these flows get twice as long.
test.describe.configure({ timeout: 90_000 });

/** English button names of the hands. */
const handName: Record<RpsChoice, string> = { rock: 'Rock', paper: 'Paper', scissors: 'Scissors' };

/** The computer's hands for `?seed=N`, one per round. */
function computerHands(seed: number) {
  const random = randomSequence(seed);
  return () => pickRpsChoice(random());
}

/** The hand that loses to `computer`. */
function losingHand(computer: RpsChoice): RpsChoice {
  return rpsBeats[computer];
}

function hand(page: Page, choice: RpsChoice) {
  return page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: handName[choice], exact: true });
}

const streak = (page: Page) => page.getByTestId('rps-streak');

test('a winning streak ends in game over, qualifies, saves a name cut to 20 characters and shows on the board', async ({ page, baseURL }) => {
  const seed = 11;
  const next = computerHands(seed);
  await page.goto(`/rock-paper-scissors?seed=${seed}`);
  await expect(page).toHaveTitle('Rock Paper Scissors | Playground');
  await expect(streak(page)).toHaveText('0');
  await expectGameAccessible(page, 'rps start');

  for (let round = 1; round <= 2; round += 1) {
    await hand(page, winningChoiceAgainst(next())).click();
    await expect(page.getByRole('heading', { name: 'You win!' })).toBeVisible();
    await expect(streak(page)).toHaveText(String(round));
    await expect(page.getByRole('status').filter({ hasText: 'You win!' })).toHaveCount(1);
    if (round === 1) await expectGameAccessible(page, 'rps win panel');
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  await hand(page, losingHand(next())).click();
  await expect(page.getByRole('heading', { name: 'You lose…' })).toBeVisible();
  await expect(streak(page)).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  for (const choice of ['rock', 'paper', 'scissors'] as const) await expect(hand(page, choice)).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Game over' })).toHaveCount(0);
  await expectGameAccessible(page, 'rps lost');

  // The game-over panel follows 2 s later; the name dialog opens over it (the page behind is inert while it is open).
  await expect(page.getByTestId('rps-over')).toContainText('Final win streak: 2', { timeout: 5000 });
  const dialog = nameDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('2 wins');
  await expectGameAccessible(page, 'rps name dialog');

  const typed = uniqueName('R', 21).padEnd(21, 'x');
  const kept = typed.slice(0, 20);
  const field = dialog.getByLabel('Your name');
  await field.fill(typed);
  await expect(field).toHaveValue(kept);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Score saved!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  await expect(page.getByRole('table', { name: /Top 10 of Rock Paper Scissors/ }).getByRole('row', { name: new RegExp(kept) })).toContainText('2 wins');
  await expectGameAccessible(page, 'rps game over');

  const board = await openLeaderboard(page, /Rock Paper Scissors · Top 10/);
  await expect(board.getByRole('row', { name: new RegExp(kept) })).toContainText('2 wins');
  expect(await board.getByRole('row').count(), 'header + at most 10 rows').toBeLessThanOrEqual(11);
  await expectGameAccessible(page, 'rps leaderboard dialog');
  await page.keyboard.press('Escape');
  await expect(board).toBeHidden();

  expect(await savedScores(baseURL as string, 'rps', kept)).toEqual([{ player_name: kept, score: 2, game_type: 'rps' }]);

  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(streak(page)).toHaveText('0');
  await expect(hand(page, 'rock')).toBeEnabled();
});

test('a draw offers Continue, Reset zeroes the streak and a first-round loss (streak 0) asks for no name', async ({ page }) => {
  const seed = 5;
  const next = computerHands(seed);
  await page.goto(`/rock-paper-scissors?seed=${seed}`);

  await hand(page, winningChoiceAgainst(next())).click();
  await expect(streak(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();

  const drawn = next();
  await hand(page, drawn).click();
  await expect(page.getByRole('heading', { name: "It's a draw!" })).toBeVisible();
  await expect(page.getByTestId('rps-result')).toContainText(`You showed ${handName[drawn]}, the computer showed ${handName[drawn]}.`);
  await expect(streak(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(streak(page)).toHaveText('0');

  // Reset opens a new server session: with a fixed seed its hands start the seed's sequence again.
  const afterReset = computerHands(seed);
  await hand(page, losingHand(afterReset())).click();
  await expect(page.getByTestId('rps-over')).toContainText('Final win streak: 0', { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.getByTestId('rps-over').getByRole('table').or(page.getByTestId('rps-over').getByText('No scores yet. Be the first!'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  await expect(nameDialog(page)).toHaveCount(0);
});

test('keyboard only: play, lose, save a name and read the leaderboard, in dark mode', async ({ page, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const seed = 23;
  const next = computerHands(seed);
  await page.goto(`/rock-paper-scissors?seed=${seed}`);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectGameAccessible(page, 'rps start (dark)');

  await tabTo(page, hand(page, winningChoiceAgainst(next())));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expectGameAccessible(page, 'rps win panel (dark)');
  await page.keyboard.press('Enter');
  await expect(streak(page)).toHaveText('1');

  await tabTo(page, hand(page, losingHand(next())));
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'You lose…' })).toBeFocused();

  const dialog = nameDialog(page);
  await expect(dialog).toBeVisible({ timeout: 5000 });
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await expectGameAccessible(page, 'rps name dialog (dark)');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please enter your name')).toBeVisible();
  const name = uniqueName('K');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Score saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  expect(await savedScores(baseURL as string, 'rps', name)).toEqual([{ player_name: name, score: 1, game_type: 'rps' }]);

  await tabTo(page, page.getByRole('button', { name: 'Leaderboard' }));
  await page.keyboard.press('Enter');
  const board = page.getByRole('dialog', { name: /Rock Paper Scissors · Top 10/ });
  await expect(board.getByRole('row', { name: new RegExp(name) })).toContainText('1 win');
  await expectGameAccessible(page, 'rps leaderboard dialog (dark)');
  await page.keyboard.press('Escape');
  await expect(board).toBeHidden();
  await expect(page.getByRole('button', { name: 'Leaderboard' })).toBeFocused();
});
