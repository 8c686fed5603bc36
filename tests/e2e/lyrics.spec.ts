import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './fixtures';
import { toastWith } from './game-helpers';
import { blockContent, clipboardText, contentCallOf, expectAccessibleInBothThemes, watchContentCalls } from './writing-tools-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Axe in two themes on a shared 2-core machine takes a while.
test.describe.configure({ timeout: 120_000 });

const emotions = ['General', 'Breakup', 'Love', 'Hope', 'Sadness', 'Joy', 'Longing', 'Cheering on', 'Comfort', 'Anger'];
const forms = ['Song lyrics', 'Poem', 'Rap lyrics', 'Ballad lyrics', 'Dance-pop lyrics', 'Indie folk lyrics', 'Haiku', 'Free verse'];
const theme = (page: Page) => page.getByRole('textbox', { name: 'Theme' });

test('lyrics: 10 emotions, 8 forms; Enter on an empty theme is refused; Enter sends; the result names what was used', async ({ page }) => {
  const calls = watchContentCalls(page);
  await page.goto('/ai-lyrics-generator');
  await expect(page).toHaveTitle('Lyrics & Poem Maker | Playground');
  await expect(page.getByLabel('Emotion').locator('option')).toHaveText(emotions);
  await expect(page.getByLabel('Form').locator('option')).toHaveText(forms);

  await theme(page).press('Enter');
  await expect(toastWith(page, 'Please enter a theme.')).toBeVisible();
  await theme(page).fill('   ');
  await theme(page).press('Enter');
  await expect(page.getByRole('main').getByText('Please enter a theme.')).toBeVisible();
  expect(calls).toEqual([]);

  await page.getByLabel('Emotion').selectOption({ label: 'Longing' });
  await page.getByLabel('Form').selectOption({ label: 'Haiku' });
  await theme(page).fill('The last train home');
  const { body, result } = await contentCallOf(page, () => theme(page).press('Enter'));
  expect(body).toEqual({ type: 'lyrics-poem', input: 'The last train home', emotion: 'longing', lyricStyle: 'haiku', language: 'en' });
  const card = page.getByTestId('result-card');
  await expect(card.getByTestId('result-text')).toHaveText(result.trim());
  await expect(toastWith(page, 'Your lyrics are ready!')).toBeVisible();
  await expect(card.getByTestId('lyrics-used')).toHaveText('FormHaikuEmotionLongingThemeThe last train home');
  await expect(card.getByTestId('ai-label')).toContainText('AI-generated');
  // Changing the form afterwards does not rewrite what the shown text was made from.
  await page.getByLabel('Form').selectOption({ label: 'Poem' });
  await expect(card.getByTestId('lyrics-used')).toContainText('Haiku');
  await expectAccessibleInBothThemes(page, 'lyrics result');

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(toastWith(page, 'Copied!')).toBeVisible();
  expect(await clipboardText(page)).toBe(result);

  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(toastWith(page, 'Reset!')).toBeVisible();
  await expect(theme(page)).toHaveValue('');
  await expect(page.getByLabel('Form')).toHaveValue('song');
  await expect(page.getByLabel('Emotion')).toHaveValue('general');
  await expect(page.getByTestId('result-card')).toHaveCount(0);
});

test('lyrics: a failed call shows the generation error and keeps the theme', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/ai-lyrics-generator');
  await blockContent(page);
  await theme(page).fill('Rain on a tin roof');
  await theme(page).press('Enter');
  await expect(toastWith(page, 'An error occurred during generation. Please try again!')).toBeVisible();
  await expect(theme(page)).toHaveValue('Rain on a tin roof');
  expect(errors.some((line) => line.includes('[ai-content] lyrics-poem failed'))).toBe(true);
});

test('lyrics in Korean: the body carries ko and the page speaks Korean', async ({ page }) => {
  await page.goto('/ai-lyrics-generator?lng=ko');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 작사·작시' })).toBeVisible();
  await page.getByLabel('감정').selectOption({ label: '위로' });
  await page.getByLabel('형식').selectOption({ label: '발라드 가사' });
  await page.getByLabel('주제').fill('비 오는 날의 버스 정류장');
  const { body, result } = await contentCallOf(page, () => page.getByRole('button', { name: '작사하기' }).click());
  expect(body).toEqual({ type: 'lyrics-poem', input: '비 오는 날의 버스 정류장', emotion: 'comfort', lyricStyle: 'ballad', language: 'ko' });
  await expect(page.getByTestId('result-text')).toHaveText(result.trim());
  await expect(toastWith(page, '가사가 완성됐어요!')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'lyrics ko');
});
