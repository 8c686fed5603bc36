import type { Page } from '@playwright/test';
import type { AgreementValue } from '../../supabase/functions/_shared/contract/personality-questions';
import { personalityTraits } from '../../supabase/functions/_shared/contract/personality-questions';
import { scoreAnswerValues } from '../../engines/personality/trait-scale';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo, toastWith } from './game-helpers';

test.describe.configure({ timeout: 150_000 });

const pattern: AgreementValue[] = [4, 3, 2, 1, 4, 1, 2, 3, 4, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4];
const englishOptions = ['Strongly disagree', 'Disagree', 'Agree', 'Strongly agree'];

async function expectBars(page: Page, values: readonly AgreementValue[]) {
  const expected = scoreAnswerValues(values);
  const bars = page.getByTestId('trait-bars').getByRole('meter');
  await expect(bars).toHaveCount(5);
  for (const trait of personalityTraits) await expect(page.locator(`[data-trait="${trait}"]`)).toHaveAttribute('data-score', String(expected[trait]));
}

test('answered by mouse in English: progress, Next needs an answer, Previous keeps answers, five bars, a share link that opens in Chinese', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ai-personality-test?lng=en');
  await expect(page).toHaveTitle('Personality Test | Playground');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('progress-text')).toHaveText('1 / 20');
  await expect(page.getByTestId('progress-percent')).toHaveText('5%');
  await expect(page.getByRole('radio')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page, 'personality question (light)');

  for (const [i, value] of pattern.entries()) {
    await expect(page.getByTestId('progress-text')).toHaveText(`${i + 1} / 20`);
    await page.getByRole('radio', { name: englishOptions[value - 1], exact: true }).check();
    if (i === 1) {
      // Previous keeps the earlier answer.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByTestId('progress-text')).toHaveText('1 / 20');
      await expect(page.getByRole('radio', { name: englishOptions[(pattern[0] ?? 1) - 1], exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('radio', { name: englishOptions[value - 1], exact: true })).toBeChecked();
    }
    if (i < 19) await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByTestId('progress-percent')).toHaveText('100%');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, 'Your personality test is done!')).toBeVisible();
  await expect(page.getByTestId('personality-type')).not.toBeEmpty();
  await expectBars(page, pattern);
  await expectAccessible(page, 'personality result (light)');

  await page.getByRole('button', { name: 'Copy result link' }).click();
  await expect(toastWith(page, 'Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const link = /https?:\/\/\S+\?r=[0-9a-c]{6}/.exec(copied)?.[0] ?? '';
  expect(link).not.toBe('');

  const friend = await browser.newContext({ locale: 'zh-CN' });
  const friendPage = await friend.newPage();
  await friendPage.goto(`${link}&lng=zh`);
  await expect(friendPage.getByRole('heading', { name: '朋友的性格测试结果' })).toBeVisible();
  await expect(friendPage.getByText('外向性')).toBeVisible();
  await expectBars(friendPage, pattern);
  await expect(friendPage.getByTestId('personality-type')).not.toBeEmpty();
  // A tampered link shows a clear message, not a broken page.
  await friendPage.goto(`${link.replace(/r=(.)/, (_, c: string) => `r=${c === '0' ? '1' : '0'}`)}&lng=zh`);
  await expect(friendPage.getByRole('heading', { name: '这个结果链接无法打开' })).toBeVisible();
  await friend.close();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});

test('answered by keyboard in Korean, forced Next shows the message, checked in the dark theme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/ai-personality-test?lng=ko');
  await tabTo(page, page.getByRole('button', { name: '시작' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('progress-text')).toHaveText('1 / 20');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio').first()).toBeFocused();
  // Enter without an answer: refused with error_select_answer.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByText('먼저 답을 골라 주세요.')).toBeVisible();
  await expect(page.getByTestId('progress-text')).toHaveText('1 / 20');
  await expectAccessible(page, 'personality question (dark)');
  const values: AgreementValue[] = [];
  for (let i = 0; i < 20; i += 1) {
    await expect(page.getByTestId('progress-text')).toHaveText(`${i + 1} / 20`);
    if (i > 0) await page.keyboard.press('Tab');
    await expect(page.getByRole('radio').first()).toBeFocused();
    // Space picks the first option; ArrowDown moves to (and picks) the next one on odd questions.
    await page.keyboard.press('Space');
    let value: AgreementValue = 1;
    if (i % 2 === 1) {
      await page.keyboard.press('ArrowDown');
      value = 2;
    }
    await expect(page.getByRole('radio').nth(value - 1)).toBeChecked();
    values.push(value);
    await page.keyboard.press('Enter');
  }
  await expect(toastWith(page, '성격 테스트 완료!')).toBeVisible();
  await expectBars(page, values);
  await expectAccessible(page, 'personality result (dark)');
  await context.close();
});
