import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './fixtures';
import { toastWith } from './game-helpers';
import { blockContent, clipboardText, contentCallOf, expectAccessibleInBothThemes, setClipboard, watchContentCalls } from './writing-tools-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Axe in two themes on a shared 2-core machine takes a while.
test.describe.configure({ timeout: 120_000 });

const prompt = (page: Page) => page.getByLabel('How does your story begin?');
const generate = (page: Page) => page.getByRole('button', { name: 'Write my story' });
const storyText = (page: Page) => page.getByTestId('result-text');

test('story: refused prompts make no request; the 301st character is cut; the counter follows', async ({ page }) => {
  const calls = watchContentCalls(page);
  await page.goto('/ai-story');
  await expect(page).toHaveTitle('AI Story Writer | Playground');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Story Writer' })).toBeVisible();
  await expect(page.getByTestId('prompt-counter')).toHaveText('0 / 300');

  await generate(page).click();
  await expect(toastWith(page, 'Please enter a prompt.')).toBeVisible();
  await expect(prompt(page)).toHaveAttribute('aria-invalid', 'true');

  for (const text of ['   abcdefghi   ', `${' '.repeat(9)}a`]) {
    await prompt(page).fill(text);
    await generate(page).click();
    await expect(page.getByRole('main').getByText('Please write a more specific prompt of 10 characters or more.')).toBeVisible();
  }
  await expect(toastWith(page, 'Please write a more specific prompt of 10 characters or more.').first()).toBeVisible();

  await prompt(page).fill('abcdefghijkl');
  await expect(page.getByTestId('prompt-counter')).toHaveText('12 / 300');
  await expect(prompt(page)).toHaveAttribute('aria-invalid', 'false');

  await prompt(page).fill('x'.repeat(350));
  await expect(prompt(page)).toHaveValue('x'.repeat(300));
  await expect(page.getByTestId('prompt-counter')).toHaveText('300 / 300');
  await prompt(page).press('End');
  await prompt(page).pressSequentially('yz');
  await expect(prompt(page)).toHaveValue('x'.repeat(300));

  // Share before any story: the story-specific message, and nothing reaches the clipboard.
  await setClipboard(page, 'sentinel');
  await page.getByTestId('story-empty').getByRole('button', { name: 'Share' }).click();
  await expect(toastWith(page, "There's no story to share yet. Generate one first!")).toBeVisible();
  expect(await clipboardText(page)).toBe('sentinel');
  expect(calls).toEqual([]);
});

test('story: generate, share, edit → cancel restores, edit → save keeps the draft, reset clears everything', async ({ page }) => {
  await page.goto('/ai-story');
  const opening = '  A lighthouse keeper finds a letter addressed to nobody.  ';
  await prompt(page).fill(opening);
  const { body, result, source } = await contentCallOf(page, () => generate(page).click());
  expect(body).toEqual({ type: 'story', storyStart: opening.trim(), language: 'en' });
  await expect(storyText(page)).toHaveText(result.trim());
  await expect(toastWith(page, 'Generated!')).toBeVisible();
  const card = page.getByTestId('result-card');
  await expect(card.getByTestId('ai-label')).toContainText('AI-generated');
  await expect(card.getByTestId('ai-label').locator(`[data-source="${source}"]`)).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Your story' })).toBeFocused();
  // Read-only, 500 px at most, scrolling.
  await expect(storyText(page)).not.toHaveAttribute('contenteditable');
  expect(await storyText(page).evaluate((node) => node.tagName)).toBe('DIV');
  await expect(storyText(page)).toHaveCSS('max-height', '500px');
  await expect(storyText(page)).toHaveCSS('overflow-y', 'auto');
  await expect(prompt(page)).toHaveValue(opening);
  await expectAccessibleInBothThemes(page, 'story result');

  await card.getByRole('button', { name: 'Share' }).click();
  await expect(toastWith(page, 'Share it with your friends!')).toBeVisible();
  await expect(toastWith(page, 'Copied!')).toBeVisible();
  expect(await clipboardText(page)).toBe(result);

  // Edit → change → Cancel: the story is as it was, and the next Edit starts from it again.
  await card.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByLabel('Edit your story');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(result);
  await expect(editor).toHaveCSS('max-height', '400px');
  await expect(card.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await editor.fill('A different ending.');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(storyText(page)).toHaveText(result.trim());
  await expect(card.getByRole('button', { name: 'Edit' })).toBeFocused();
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Edit your story')).toHaveValue(result);

  // A blank draft is refused; then Save keeps the draft, and Share sends the saved text.
  await page.getByLabel('Edit your story').fill('   ');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, "The text can't be empty. Write something or press Cancel.")).toBeVisible();
  await page.getByLabel('Edit your story').fill('The keeper wrote back, and the sea answered.');
  await expectAccessibleInBothThemes(page, 'story editing');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Saved!')).toBeVisible();
  await expect(storyText(page)).toHaveText('The keeper wrote back, and the sea answered.');
  await card.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => clipboardText(page)).toBe('The keeper wrote back, and the sea answered.');

  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(toastWith(page, 'Reset!')).toBeVisible();
  await expect(prompt(page)).toHaveValue('');
  await expect(page.getByTestId('prompt-counter')).toHaveText('0 / 300');
  await expect(page.getByTestId('result-card')).toHaveCount(0);
  await expect(prompt(page)).toBeFocused();
});

test('story: a failed call shows the story message and keeps the prompt; it is logged', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/ai-story');
  await blockContent(page);
  await prompt(page).fill('A robot learns to bake bread.');
  await generate(page).click();
  await expect(toastWith(page, 'An error occurred while generating the story. Please try again.')).toBeVisible();
  await expect(prompt(page)).toHaveValue('A robot learns to bake bread.');
  await expect(generate(page)).toBeEnabled();
  await expect(page.getByTestId('result-card')).toHaveCount(0);
  expect(errors.some((line) => line.includes('[ai-content] story failed'))).toBe(true);
});

test('story in Korean: the body carries ko and the page speaks Korean', async ({ page }) => {
  await page.goto('/ai-story?lng=ko');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 스토리 작가' })).toBeVisible();
  await page.getByRole('button', { name: '이야기 만들기' }).click();
  await expect(toastWith(page, '프롬프트를 입력해 주세요.')).toBeVisible();
  await page.getByLabel('이야기는 어떻게 시작하나요?').fill('고양이가 우주선을 운전하기 시작했다.');
  const { body, result } = await contentCallOf(page, () => page.getByRole('button', { name: '이야기 만들기' }).click());
  expect(body).toEqual({ type: 'story', storyStart: '고양이가 우주선을 운전하기 시작했다.', language: 'ko' });
  await expect(storyText(page)).toHaveText(result.trim());
  expect(result).toMatch(/[가-힣]/);
  await expect(page.getByTestId('result-card').getByRole('button', { name: '편집' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'story ko');
});
