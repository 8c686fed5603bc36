import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './fixtures';
import { toastWith } from './game-helpers';
import { blockContent, clipboardText, contentCallOf, expectAccessibleInBothThemes, watchContentCalls } from './writing-tools-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Axe in two themes on a shared 2-core machine takes a while.
test.describe.configure({ timeout: 120_000 });

const description = (page: Page) => page.getByLabel('Describe yourself');
const getButton = (page: Page) => page.getByRole('button', { name: 'Get style ideas' });

test('stylist: blank cannot be sent; a suggestion with the tip, Copy and Reset', async ({ page }) => {
  const calls = watchContentCalls(page);
  await page.goto('/ai-stylist');
  await expect(page).toHaveTitle('AI Stylist | Playground');
  await expect(page.getByTestId('stylist-tip')).toContainText('Mention your face shape');
  await expect(getButton(page)).toBeDisabled();
  await description(page).fill('    ');
  await expect(getButton(page)).toBeDisabled();
  expect(calls).toEqual([]);

  const text = 'Oval face, short curly hair, 180 cm, I like navy. A summer wedding.';
  await description(page).fill(text);
  const { body, result } = await contentCallOf(page, () => getButton(page).click());
  expect(body).toEqual({ type: 'style-suggestion', input: text, language: 'en' });
  const card = page.getByTestId('result-card');
  await expect(card.getByTestId('result-text')).toHaveText(result.trim());
  await expect(toastWith(page, 'Generated!')).toBeVisible();
  await expect(card.getByTestId('ai-label')).toContainText('For entertainment only — not advice.');
  await expectAccessibleInBothThemes(page, 'stylist result');

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(toastWith(page, 'Copied!')).toBeVisible();
  expect(await clipboardText(page)).toBe(result);

  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(toastWith(page, 'Reset!')).toBeVisible();
  await expect(description(page)).toHaveValue('');
  await expect(page.getByTestId('result-card')).toHaveCount(0);
  await expect(getButton(page)).toBeDisabled();
});

test('stylist: a failed call shows the stylist message and keeps the description', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/ai-stylist');
  await blockContent(page);
  await description(page).fill('Long straight hair, glasses, office job.');
  await getButton(page).click();
  await expect(toastWith(page, 'A problem occurred while generating the suggestion. Please try again.')).toBeVisible();
  await expect(description(page)).toHaveValue('Long straight hair, glasses, office job.');
  expect(errors.some((line) => line.includes('[ai-content] style-suggestion failed'))).toBe(true);
});

test('stylist in Chinese: the body carries zh and the page speaks Chinese', async ({ page }) => {
  await page.goto('/ai-stylist?lng=zh');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 造型师' })).toBeVisible();
  await page.getByLabel('描述一下你自己').fill('圆脸，短发，喜欢蓝色，周末去海边。');
  const { body, result } = await contentCallOf(page, () => page.getByRole('button', { name: '获取造型建议' }).click());
  expect(body).toEqual({ type: 'style-suggestion', input: '圆脸，短发，喜欢蓝色，周末去海边。', language: 'zh' });
  await expect(page.getByTestId('result-text')).toHaveText(result.trim());
  expect(result).toMatch(/[\u4e00-\u9fff]/u);
  await expectAccessibleInBothThemes(page, 'stylist zh');
});
