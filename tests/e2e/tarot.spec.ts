import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo, toastWith } from './game-helpers';

test.describe.configure({ timeout: 120_000 });

const card = (page: Page, position: 'Past' | 'Present' | 'Future') => page.getByRole('button', { name: new RegExp(`^${position}:`) });

/** Checks every field of reading A on the result and returns the overall message. */
async function expectFullReading(page: Page) {
  const result = page.getByTestId('result-card');
  await expect(result).toBeVisible();
  await expect(toastWith(page, 'Your tarot reading is complete!')).toBeVisible();
  await expect(result.getByTestId('ai-label')).toContainText('AI-generated');
  await expect(result.getByTestId('ai-label')).toContainText('For entertainment only');
  for (const position of ['past', 'present', 'future']) {
    const item = result.getByTestId(`tarot-card-${position}`);
    await expect(item.getByTestId('card-name')).not.toBeEmpty();
    await expect(item.getByTestId('card-direction')).toHaveText(/^(Upright|Reversed)$/);
    await expect(item.getByTestId('card-keywords')).not.toBeEmpty();
    await expect(item.getByTestId('card-interpretation')).not.toBeEmpty();
    await expect(item.locator('svg[data-card-index]')).toHaveCount(1);
  }
  await expect(result.getByTestId('overall-message')).not.toBeEmpty();
  await expect(result.getByTestId('lucky-color')).not.toBeEmpty();
  await expect(result.getByTestId('lucky-item')).not.toBeEmpty();
  return (await result.getByTestId('overall-message').textContent()) ?? '';
}

test('a reading picked by mouse: one request, the flip, every field, share text in the clipboard, journal, New reading', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/ai-content') && request.method() === 'POST') requests.push(request.postData() ?? '');
  });
  await page.goto('/ai-tarot?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarot Reading' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Tarot Reading | Playground');
  await page.getByRole('button', { name: 'Shuffle and lay out the cards' }).click();
  for (const position of ['Past', 'Present', 'Future'] as const) await expect(card(page, position)).toHaveAttribute('data-face-up', 'false');
  await expectAccessible(page, 'tarot selecting (light)');

  await card(page, 'Present').click();
  await expect(card(page, 'Present')).toHaveAttribute('aria-pressed', 'true');
  // Further picks are ignored while revealing.
  await card(page, 'Past').click({ force: true });
  await card(page, 'Future').click({ force: true });
  await expect(card(page, 'Present')).toHaveAttribute('data-face-up', 'true');
  await expect(card(page, 'Past')).toHaveAttribute('aria-pressed', 'false');
  const overall = await expectFullReading(page);
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0] ?? '{}')).toMatchObject({ type: 'tarot-reading' });
  // Axe runs once the toast has gone (mid-animation, a fading toast reads as low contrast).
  await expect(toastWith(page, 'Your tarot reading is complete!')).toHaveCount(0, { timeout: 20_000 });
  await expectAccessible(page, 'tarot result (light)');

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toastWith(page, 'Copied!')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toContain(overall.trim());
  expect(shared).toContain('Past:');
  expect(shared).toContain('Lucky colour:');

  await page.getByRole('button', { name: 'Reading journal (1)' }).click();
  const journal = page.getByRole('dialog', { name: 'Your last readings' });
  await expect(journal.getByTestId('tarot-journal').getByRole('listitem')).toHaveCount(1);
  await journal.getByRole('button', { name: 'Clear journal' }).click();
  await expect(journal.getByText('No readings yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New reading' }).click();
  await expect(page.getByRole('button', { name: 'Shuffle and lay out the cards' })).toBeVisible();
  await expect(page.getByTestId('result-card')).toHaveCount(0);
});

test('a reading picked by keyboard alone, checked in the dark theme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/ai-tarot?lng=en');
  const start = page.getByRole('button', { name: 'Shuffle and lay out the cards' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await tabTo(page, card(page, 'Future'));
  await expectAccessible(page, 'tarot selecting (dark)');
  await page.keyboard.press('Space');
  await expect(card(page, 'Future')).toHaveAttribute('aria-pressed', 'true');
  await expectFullReading(page);
  await expectAccessible(page, 'tarot result (dark)');
  await context.close();
});

test('a failed reading goes back to the three face-down cards, none chosen, with the generation error', async ({ page }) => {
  await page.route('**/functions/v1/ai-content', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"boom","message":"down"}}' }));
  await page.goto('/ai-tarot?lng=en');
  await page.getByRole('button', { name: 'Shuffle and lay out the cards' }).click();
  await card(page, 'Past').click();
  await expect(toastWith(page, 'An error occurred during generation. Please try again!')).toBeVisible();
  for (const position of ['Past', 'Present', 'Future'] as const) {
    await expect(card(page, position)).toHaveAttribute('aria-pressed', 'false');
    await expect(card(page, position)).toHaveAttribute('data-face-up', 'false');
  }
  await expect(page.getByText('Pick the card that calls to you.').first()).toBeVisible();
  // Selecting again works once the service is back.
  await page.unroute('**/functions/v1/ai-content');
  await card(page, 'Past').click();
  await expectFullReading(page);
});
