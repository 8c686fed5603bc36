import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './fixtures';
import { toastWith } from './game-helpers';
import { blockContent, clipboardText, contentCallOf, contentUrl, expectAccessibleInBothThemes, watchContentCalls } from './writing-tools-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Axe in two themes on a shared 2-core machine takes a while.
test.describe.configure({ timeout: 120_000 });

const categories = [
  "Today's fortune", "This week's fortune", 'Love', 'Work & study', 'Money', 'Health', 'Travel recommendation', "Today's menu recommendation", 'Lucky number', 'Future prediction',
];
const question = (page: Page) => page.getByLabel('Your question');
const getButton = (page: Page) => page.getByRole('button', { name: 'Get my fortune' });

test('fortune: 10 categories; Get disabled while empty and while running; share copies; retry keeps the question', async ({ page }) => {
  const calls = watchContentCalls(page);
  await page.goto('/ai-fortune-teller');
  await expect(page).toHaveTitle('Fortune Teller | Playground');
  const category = page.getByLabel('What would you like to know about?');
  await expect(category.locator('option')).toHaveText(categories);
  await expect(category).toHaveValue('today');
  await expect(getButton(page)).toBeDisabled();
  await question(page).fill('a');
  await expect(getButton(page)).toBeEnabled();

  // White space alone enables the button but is refused with the fortune message, without a request.
  await question(page).fill('   ');
  await getButton(page).click();
  await expect(toastWith(page, 'Please ask the fortune teller a question first.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Please ask the fortune teller a question first.')).toBeVisible();
  expect(calls).toEqual([]);

  await category.selectOption({ label: 'Love' });
  await question(page).fill('Will I meet someone this spring?');
  // Hold the call until the button was seen disabled.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(contentUrl, async (route) => { await held; await route.continue(); });
  const call = contentCallOf(page, () => getButton(page).click());
  await expect(page.getByTestId('generating')).toBeVisible();
  await expect(getButton(page)).toBeDisabled();
  await expect(question(page)).toHaveValue('Will I meet someone this spring?');
  release();
  const { body, result } = await call;
  await page.unroute(contentUrl);
  expect(body).toEqual({ type: 'fortune-telling', category: 'love', input: 'Will I meet someone this spring?', language: 'en' });
  const card = page.getByTestId('result-card');
  await expect(card.getByTestId('result-text')).toHaveText(result.trim());
  await expect(toastWith(page, 'Your fortune has arrived!')).toBeVisible();
  await expect(card.getByTestId('ai-label')).toContainText('AI-generated');
  await expect(card.getByTestId('ai-label')).toContainText('For entertainment only — not advice.');
  await expect(getButton(page)).toBeEnabled();
  await expectAccessibleInBothThemes(page, 'fortune result');

  await card.getByRole('button', { name: 'Share' }).click();
  await expect(toastWith(page, 'Share it with your friends!')).toBeVisible();
  await expect(toastWith(page, 'Copied!')).toBeVisible();
  expect(await clipboardText(page)).toBe(result);

  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('result-card')).toHaveCount(0);
  await expect(question(page)).toHaveValue('Will I meet someone this spring?');
  await expect(question(page)).toBeFocused();
  await expect(category).toHaveValue('love');
});

test('fortune: a failed call shows the generation error and keeps the question', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/ai-fortune-teller');
  await blockContent(page);
  await page.getByLabel('What would you like to know about?').selectOption('money');
  await question(page).fill('Should I buy the red bicycle?');
  await getButton(page).click();
  await expect(toastWith(page, 'An error occurred during generation. Please try again!')).toBeVisible();
  await expect(question(page)).toHaveValue('Should I buy the red bicycle?');
  await expect(page.getByLabel('What would you like to know about?')).toHaveValue('money');
  await expect(page.getByTestId('result-card')).toHaveCount(0);
  expect(errors.some((line) => line.includes('[ai-content] fortune-telling failed'))).toBe(true);
});

test('fortune in Vietnamese: the body carries vi and the page speaks Vietnamese', async ({ page }) => {
  await page.goto('/ai-fortune-teller?lng=vi');
  await expect(page.getByRole('heading', { level: 1, name: 'Thầy Bói AI' })).toBeVisible();
  await expect(page.getByLabel('Bạn muốn xem về điều gì?').locator('option')).toHaveCount(10);
  await page.getByLabel('Bạn muốn xem về điều gì?').selectOption({ label: 'Sức khỏe' });
  await page.getByLabel('Câu hỏi của bạn').fill('Tôi có nên chạy bộ mỗi sáng không?');
  const { body, result } = await contentCallOf(page, () => page.getByRole('button', { name: 'Xem vận mệnh' }).click());
  expect(body).toEqual({ type: 'fortune-telling', category: 'health', input: 'Tôi có nên chạy bộ mỗi sáng không?', language: 'vi' });
  await expect(page.getByTestId('result-text')).toHaveText(result.trim());
  await expect(toastWith(page, 'Lời đoán của bạn đã đến!')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'fortune vi');
});
