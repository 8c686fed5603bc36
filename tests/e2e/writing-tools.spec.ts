import { expect, test } from './fixtures';
import { toastWith } from './game-helpers';
import { contentCallOf } from './writing-tools-helpers';

/** The five writing tools: route, the card's Start button on the games list, and the page heading. */
const tools = [
  { route: '/ai-story', card: 'AI Story Writer' },
  { route: '/ai-fortune-teller', card: 'Fortune Teller' },
  { route: '/ai-stylist', card: 'AI Stylist' },
  { route: '/ai-summarizer', card: 'Summarizer' },
  { route: '/ai-lyrics-generator', card: 'Lyrics & Poem Maker' },
] as const;

test('each writing tool opens from the games list and fits a 375 px phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tool of tools) {
    await page.goto('/games');
    await page.getByRole('button', { name: `Start ${tool.card}` }).click();
    await expect(page).toHaveURL(new RegExp(`${tool.route}$`));
    await expect(page.getByRole('heading', { level: 1, name: tool.card })).toBeVisible();
    await expect(page.getByRole('main').locator('img[src^="/art/"]')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${tool.route} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('the fortune teller works from the keyboard alone', async ({ page }) => {
  await page.goto('/ai-fortune-teller');
  const category = page.getByLabel('What would you like to know about?');
  await category.focus();
  await expect(category).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(category).toHaveValue('love');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your question')).toBeFocused();
  await page.keyboard.type('Is today a good day to start?');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Get my fortune' })).toBeFocused();
  const { body } = await contentCallOf(page, () => page.keyboard.press('Enter'));
  expect(body).toMatchObject({ type: 'fortune-telling', category: 'love' });
  await expect(page.getByRole('heading', { name: 'Your fortune' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('result-text')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your question')).toBeFocused();
  await expect(page.getByLabel('Your question')).toHaveValue('Is today a good day to start?');
});

test('the story writer can be cancelled while it writes, keeping the prompt', async ({ page }) => {
  await page.goto('/ai-story');
  await page.getByLabel('How does your story begin?').fill('The moon forgot to rise one night.');
  // Never answer: the request stays open until the visitor cancels.
  await page.route('**/functions/v1/ai-content', () => undefined);
  await page.getByRole('button', { name: 'Write my story' }).click();
  const indicator = page.getByTestId('generating');
  await expect(indicator).toContainText('Writing your story…');
  await expect(page.getByRole('button', { name: 'Write my story' })).toBeDisabled();
  await expect(indicator).toContainText(/\d+ s/);
  await indicator.getByRole('button', { name: 'Cancel' }).click();
  await expect(indicator).toHaveCount(0);
  await expect(page.getByLabel('How does your story begin?')).toHaveValue('The moon forgot to rise one night.');
  await expect(page.getByRole('button', { name: 'Write my story' })).toBeEnabled();
  await expect(toastWith(page, 'An error occurred while generating the story. Please try again.')).toHaveCount(0);
});
