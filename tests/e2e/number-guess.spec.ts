import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { secretFromRandom } from '../../engines/number-guess/rules';
import { expectGameAccessible, nameDialog, openLeaderboard, randomSequence, savedScores, tabTo, toastWith, uniqueName } from './game-helpers';

// Each flow plays against the server (a round trip per hand, guess or round, then the save) and runs axe several
// times: on a loaded two-core machine that can pass the default 45 s, so these flows get twice as long.
test.describe.configure({ timeout: 90_000 });

/** The secret number of the first game with `?seed=N`. */
function secretFor(seed: number) {
  return secretFromRandom(randomSequence(seed)());
}

/** Two wrong guesses for a secret: one below and one above, when the secret allows it. */
function wrongGuesses(secret: number) {
  return [secret > 1 ? secret - 1 : secret + 2, secret < 100 ? secret + 1 : secret - 2];
}

const field = (page: Page, label = 'Your guess (1–100)') => page.getByLabel(label);
const attempts = (page: Page) => page.getByTestId('attempts');
const range = (page: Page) => page.getByTestId('range');

test('invalid guesses are refused and not counted; valid ones narrow the range; the win is saved and listed', async ({ page, baseURL }) => {
  const seed = 42;
  const secret = secretFor(seed);
  await page.goto(`/number-guess?seed=${seed}`);
  await expect(page).toHaveTitle('Number Guess | Playground');
  await expect(attempts(page)).toHaveText('0');
  await expect(range(page)).toHaveText('1 – 100');
  await expect(page.getByTestId('guess-status').locator('[data-icon="start"]')).toHaveCount(1);
  await expectGameAccessible(page, 'number guess start');

  for (const text of ['0', '101', '5.5', 'abc', '']) {
    await field(page).fill(text);
    await page.getByRole('button', { name: 'Guess', exact: true }).click();
    await expect(toastWith(page, 'Please enter a number between 1 and 100!').first()).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(attempts(page)).toHaveText('0');
    await expect(range(page)).toHaveText('1 – 100');
    await expect(page.getByText('No guesses yet.')).toBeVisible();
  }
  await expect(page.getByRole('main').getByText('Please enter a number between 1 and 100!')).toBeVisible();
  await expectGameAccessible(page, 'number guess invalid');

  const [below, above] = wrongGuesses(secret) as [number, number];
  await field(page).fill(String(below));
  await field(page).press('Enter');
  await expect(attempts(page)).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: `${below} is too low. Go higher!` })).toBeVisible();
  await expect(page.getByTestId('guess-status').locator('[data-icon="too_low"]')).toHaveCount(1);
  await expect(range(page)).toHaveText(`${below + 1} – 100`);
  await expect(field(page)).toHaveAttribute('aria-invalid', 'false');

  await field(page).fill(String(above));
  await field(page).press('Enter');
  await expect(attempts(page)).toHaveText('2');
  await expect(page.getByTestId('guess-status').locator('[data-icon="too_high"]')).toHaveCount(1);
  await expect(range(page)).toHaveText(`${below + 1} – ${above - 1}`);
  await expect(page.getByTestId('guess-history').getByRole('listitem')).toHaveText([`${above} · Too high`, `${below} · Too low`]);
  await expectGameAccessible(page, 'number guess mid-game');

  await field(page).fill(String(secret));
  await field(page).press('Enter');
  await expect(page.getByTestId('won-panel')).toContainText(`You found ${secret} in 3 attempts.`);
  await expect(field(page)).toHaveCount(0);

  const dialog = nameDialog(page);
  await expect(dialog).toContainText('3 attempts');
  await expectGameAccessible(page, 'number guess name dialog');
  await dialog.getByLabel('Your name').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Please enter your name')).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  const name = uniqueName('N');
  await dialog.getByLabel('Your name').fill(`  ${name}  `);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Score saved!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  await expect(page.getByTestId('guess-history').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('guess-status').locator('[data-icon="correct"]')).toHaveCount(1);
  await expectGameAccessible(page, 'number guess won');

  const board = await openLeaderboard(page, /Number Guess · Top 10/);
  await expect(board.getByRole('row', { name: new RegExp(name) })).toContainText('3 attempts');
  await page.keyboard.press('Escape');
  expect(await savedScores(baseURL as string, 'number_guess', name)).toEqual([{ player_name: name, score: 3, game_type: 'number_guess' }]);

  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(attempts(page)).toHaveText('0');
  await expect(range(page)).toHaveText('1 – 100');
  await expect(field(page)).toBeFocused();
});

test('keyboard only, in dark mode: guess with Enter, win and save the name', async ({ page, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const seed = 77;
  const secret = secretFor(seed);
  await page.goto(`/number-guess?seed=${seed}`);
  await tabTo(page, field(page));
  await page.keyboard.type(String(wrongGuesses(secret)[0]));
  await page.keyboard.press('Enter');
  await expect(attempts(page)).toHaveText('1');
  await expect(field(page)).toBeFocused();
  await expectGameAccessible(page, 'number guess mid-game (dark)');
  await page.keyboard.type(String(secret));
  await page.keyboard.press('Enter');
  const dialog = nameDialog(page);
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await expectGameAccessible(page, 'number guess name dialog (dark)');
  const name = uniqueName('KB');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Score saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  expect(await savedScores(baseURL as string, 'number_guess', name)).toEqual([{ player_name: name, score: 2, game_type: 'number_guess' }]);
  await page.keyboard.press('Enter');
  await expect(field(page)).toBeFocused();
  await expect(attempts(page)).toHaveText('0');
});

test('Korean end to end: every text translated, the score saved and listed', async ({ page, baseURL }) => {
  const seed = 9;
  const secret = secretFor(seed);
  await page.goto(`/number-guess?seed=${seed}&lng=ko`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveTitle('숫자 맞추기 | 플레이그라운드');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('숫자 맞추기');
  await expect(page.getByText('첫 번째 숫자를 입력해 보세요!')).toBeVisible();
  const koField = field(page, '내 추측 (1–100)');

  await koField.fill('abc');
  await koField.press('Enter');
  await expect(toastWith(page, '1부터 100 사이의 숫자를 입력해주세요!')).toBeVisible();
  await expect(page.getByTestId('attempts')).toHaveText('0');

  const [below] = wrongGuesses(secret) as [number, number];
  await koField.fill(String(below));
  await koField.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${below}보다 커요. 업!` })).toBeVisible();
  await expect(page.getByTestId('guess-history')).toContainText('업');
  await expectGameAccessible(page, 'number guess (ko)');

  await koField.fill(String(secret));
  await koField.press('Enter');
  await expect(page.getByTestId('won-panel')).toContainText(`2번 만에 맞혔어요! (정답: ${secret})`);
  const dialog = page.getByRole('dialog', { name: /TOP 10에 들었어요/ });
  await expect(dialog).toContainText('2번 시도');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(toastWith(page, '이름을 입력해주세요')).toBeVisible();
  const name = `김철수${uniqueName('', 8)}`;
  await dialog.getByLabel('이름').fill(name);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(toastWith(page, '점수가 저장되었습니다!')).toBeVisible();

  await page.getByRole('button', { name: '리더보드' }).click();
  const board = page.getByRole('dialog', { name: /숫자 맞추기 · TOP 10/ });
  await expect(board.getByRole('columnheader')).toHaveText(['순위', '이름', '점수', '날짜']);
  await expect(board.getByRole('row', { name: new RegExp(name) })).toContainText('2번 시도');
  await expectGameAccessible(page, 'number guess leaderboard (ko)');
  expect(await savedScores(baseURL as string, 'number_guess', name)).toEqual([{ player_name: name, score: 2, game_type: 'number_guess' }]);
});
