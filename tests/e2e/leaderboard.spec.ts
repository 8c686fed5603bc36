import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { secretFromRandom } from '../../engines/number-guess/rules';
import { pickRpsChoice, winningChoiceAgainst } from '../../engines/rps/rules';
import { rpsBeats } from '../../engines/rps/config';
import { expectGameAccessible, nameDialog, randomSequence, savedScores, serviceClient, toastWith, uniqueName } from './game-helpers';

/** Plays number guess with `?seed=N` to a win in exactly `attempts` valid guesses. */
async function winNumberGuess(page: Page, seed: number, attempts: number) {
  const secret = secretFromRandom(randomSequence(seed)());
  const wrong = Array.from({ length: 100 }, (_, i) => i + 1).filter((n) => n !== secret).slice(0, attempts - 1);
  const field = page.getByLabel('Your guess (1–100)');
  for (const [index, guess] of [...wrong, secret].entries()) {
    // A guess typed while the server opens the session or judges the last one stays in the field unsent.
    await expect(page.getByTestId('guess-form')).toHaveAttribute('aria-busy', 'false');
    await field.fill(String(guess));
    await field.press('Enter');
    // The server answers each guess: the next one is typed only once this one is counted.
    await expect(page.getByTestId('attempts')).toHaveText(String(index + 1));
  }
  await expect(page.getByTestId('won-panel')).toBeVisible();
}

/** A top-10 read of the data API (spec §7 call 4), as opposed to the insert. */
function isTopTenRead(request: Request, gameType: string) {
  const url = new URL(request.url());
  return request.method() === 'GET' && url.pathname === '/rest/v1/game_scores' && url.searchParams.get('game_type') === `eq.${gameType}`;
}

/** A full board of `score` rows for the route stub, shaped like the data API's answer. */
function fullBoard(score: number) {
  return JSON.stringify(Array.from({ length: 10 }, (_, i) => ({ player_name: `Seed ${i + 1}`, score, created_at: '2025-01-02T03:04:05+00:00' })));
}

test('each board reads name, score and date of its game, top 10, best first in the right direction', async ({ page }) => {
  const cases = [
    ['/rock-paper-scissors', 'rps', 'score.desc', /Rock Paper Scissors · Top 10/],
    ['/number-guess', 'number_guess', 'score.asc', /Number Guess · Top 10/],
    ['/reaction-test', 'reaction', 'score.asc', /Reaction Test · Top 10/],
  ] as const;
  for (const [path, gameType, order, title] of cases) {
    await page.goto(path);
    const read = page.waitForRequest((request) => isTopTenRead(request, gameType));
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    const url = new URL((await read).url());
    expect(url.searchParams.get('select')).toBe('player_name,score,created_at');
    expect(url.searchParams.get('order')).toBe(order);
    expect(url.searchParams.get('limit')).toBe('10');
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('a board never lists more than 10 rows, best first', async ({ page, baseURL }) => {
  // Eleven of the slowest possible reaction times: any real result still beats them.
  const prefix = uniqueName('Slow', 12);
  const rows = Array.from({ length: 11 }, (_, i) => ({ game_type: 'reaction', player_name: `${prefix}${i}`, score: 10_000 - i }));
  // The public key can no longer insert (issue 15): the rows are planted with the service role, as submit-score does.
  const service = serviceClient(baseURL as string);
  const { error } = await service.from('game_scores').insert(rows);
  expect(error).toBeNull();
  await page.goto('/reaction-test');
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const board = page.getByRole('dialog', { name: /Reaction Test · Top 10/ });
  const bodyRows = board.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(bodyRows).toHaveCount(10);
  const scores = (await bodyRows.locator('td:nth-child(3)').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
  expect(scores).toEqual([...scores].sort((a, b) => a - b));
  await expect(bodyRows.first().getByRole('cell').first()).toHaveText(/^1/);
});

test('on a full board only a score that beats the tenth opens the name dialog', async ({ page }) => {
  // The board is stubbed so this check cannot disturb the other specs' boards.
  await page.route((url) => url.pathname === '/rest/v1/game_scores', async (route) => {
    if (!isTopTenRead(route.request(), 'number_guess')) return route.continue();
    const tenth = Number(new URL(page.url()).searchParams.get('tenth'));
    return route.fulfill({ contentType: 'application/json', body: fullBoard(tenth) });
  });
  await page.goto('/number-guess?seed=3&tenth=3');
  await winNumberGuess(page, 3, 3);
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('dialog', { name: /Number Guess · Top 10/ }).getByRole('row')).toHaveCount(11);
  await page.keyboard.press('Escape');
  await expect(nameDialog(page), 'tied with the tenth: no place').toHaveCount(0);

  await page.goto('/number-guess?seed=4&tenth=3');
  await winNumberGuess(page, 4, 2);
  await expect(nameDialog(page), 'better than the tenth').toBeVisible();
});

test('a failed save shows the save error and keeps the name; the retry saves the trimmed name', async ({ page, baseURL }) => {
  let blockInserts = true;
  const bodies: unknown[] = [];
  await page.route((url) => url.pathname === '/functions/v1/submit-score', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    bodies.push(route.request().postDataJSON());
    return blockInserts ? route.abort('connectionrefused') : route.continue();
  });
  await page.goto('/number-guess?seed=8');
  await winNumberGuess(page, 8, 4);
  const dialog = nameDialog(page);
  const name = uniqueName('Bob');
  await dialog.getByLabel('Your name').fill(`  ${name}  `);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const unreachable = "The leaderboard can't be reached right now. Try again shortly.";
  await expect(toastWith(page, unreachable)).toBeVisible();
  await expect(dialog.getByText(unreachable)).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toHaveValue(`  ${name}  `);
  await expectGameAccessible(page, 'name dialog after a failed save');

  blockInserts = false;
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Score saved!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const sent = { game_type: 'number_guess', player_name: name, score: 4, token: expect.any(String) };
  expect(bodies).toEqual([sent, sent]);
  expect(await savedScores(baseURL as string, 'number_guess', name)).toEqual([{ player_name: name, score: 4, game_type: 'number_guess' }]);
});

test.describe('with the backend unreachable', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
  });

  test('rock-paper-scissors still plays to game over and the boards say so quietly', async ({ page }) => {
    const seed = 31;
    const random = randomSequence(seed);
    await page.goto(`/rock-paper-scissors?seed=${seed}`);
    await page.getByRole('button', { name: { rock: 'Rock', paper: 'Paper', scissors: 'Scissors' }[winningChoiceAgainst(pickRpsChoice(random()))], exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: { rock: 'Rock', paper: 'Paper', scissors: 'Scissors' }[rpsBeats[pickRpsChoice(random())]], exact: true }).click();
    const over = page.getByTestId('rps-over');
    await expect(over).toContainText('Final win streak: 1', { timeout: 5000 });
    await expect(over.getByText("The leaderboard can't be reached right now. Your game still works.")).toBeVisible({ timeout: 10_000 });
    await expect(nameDialog(page)).toHaveCount(0);
    await expect(page.locator('[data-sonner-toaster] [data-type="error"]')).toHaveCount(0);
    await expectGameAccessible(page, 'rps game over offline');
    await page.getByRole('button', { name: 'Play again' }).click();
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('dialog').getByText("The leaderboard can't be reached right now. Your game still works.")).toBeVisible({ timeout: 10_000 });
  });

  test('number guess still validates and plays; reaction still measures', async ({ page }) => {
    await page.goto('/number-guess?seed=12');
    const field = page.getByLabel('Your guess (1–100)');
    await field.fill('101');
    await field.press('Enter');
    await expect(toastWith(page, 'Please enter a number between 1 and 100!')).toBeVisible();
    await winNumberGuess(page, 12, 2);
    await expect(page.getByTestId('attempts')).toHaveText('2');
    await expect(nameDialog(page)).toHaveCount(0);

    await page.goto('/reaction-test');
    const area = page.getByTestId('reaction-area');
    await area.click();
    await expect(area).toHaveAttribute('data-state', 'go', { timeout: 7000 });
    await area.click();
    await expect(area).toHaveAttribute('data-state', 'result');
    await expect(page.getByTestId('stat-attempts')).toHaveText('1');
  });
});
