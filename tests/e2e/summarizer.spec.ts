import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './fixtures';
import { toastWith } from './game-helpers';
import { blockContent, clipboardText, contentCallOf, expectAccessibleInBothThemes, watchContentCalls } from './writing-tools-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Axe in two themes on a shared 2-core machine takes a while.
test.describe.configure({ timeout: 120_000 });

const styles = ['General', 'Key points only', 'Like a meme', 'Like hip-hop lyrics', 'Like a news headline', 'Like an SNS post', "Explain like I'm five", 'Like an expert'];
const article = [
  'The city council approved a plan on Monday to turn the old railway yard into a public park.',
  'The park will include a playground, a community garden and a small outdoor stage for concerts.',
  'Construction is expected to begin next spring and last about eighteen months.',
  'Residents had asked for more green space in the district for over a decade.',
  'The project will be paid for by a regional grant and a local bond approved by voters last year.',
  'Council members said the railway tracks will be kept as a walking path to honour the history of the site.',
  'Local businesses expect more visitors once the park opens.',
].join(' ');
const textBox = (page: Page) => page.getByLabel('Text to summarize');
const summarize = (page: Page) => page.getByRole('button', { name: 'Summarize' });

/** Characters counted as the page counts them (code points of the trimmed text). */
const characters = (text: string) => [...text.trim()].length;

test('summarizer: 8 styles with general preselected; empty is refused; a summary shows how much shorter it is', async ({ page }) => {
  const calls = watchContentCalls(page);
  await page.goto('/ai-summarizer');
  await expect(page).toHaveTitle('Summarizer | Playground');
  const style = page.getByLabel('Summary style');
  await expect(style.locator('option')).toHaveText(styles);
  await expect(style).toHaveValue('general');
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();

  await summarize(page).click();
  await expect(toastWith(page, 'Please enter the text to summarize.')).toBeVisible();
  await textBox(page).fill('  \n ');
  await summarize(page).click();
  await expect(page.getByRole('main').getByText('Please enter the text to summarize.')).toBeVisible();
  expect(calls).toEqual([]);

  await style.selectOption({ label: 'Key points only' });
  await page.getByRole('radio', { name: 'Short' }).check();
  await textBox(page).fill(article);
  const { body, result } = await contentCallOf(page, () => summarize(page).click());
  expect(body).toEqual({ type: 'summarize', input: article, summaryStyle: 'key_points', length: 'short', language: 'en' });
  const card = page.getByTestId('result-card');
  await expect(card.getByTestId('result-text')).toHaveText(result.trim());
  await expect(toastWith(page, 'Generated!')).toBeVisible();
  await expect(card.getByTestId('ai-label')).toContainText('AI-generated');
  const before = characters(article);
  const after = characters(result);
  expect(after).toBeLessThan(before);
  await expect(card.getByTestId('summary-shrink')).toHaveText(`${before.toLocaleString('en')} → ${after} · ${Math.round(((before - after) / before) * 100)}% shorter`);
  await expect(card).toContainText('Key points only · Short');
  await expectAccessibleInBothThemes(page, 'summarizer result');

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(toastWith(page, 'Copied!')).toBeVisible();
  expect(await clipboardText(page)).toBe(result);

  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(toastWith(page, 'Reset!')).toBeVisible();
  await expect(textBox(page)).toHaveValue('');
  await expect(style).toHaveValue('general');
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(page.getByTestId('result-card')).toHaveCount(0);
});

test('summarizer: the length choice changes the built-in summary', async ({ page }) => {
  await page.goto('/ai-summarizer');
  await textBox(page).fill(article);
  await page.getByRole('radio', { name: 'Short' }).check();
  const short = await contentCallOf(page, () => summarize(page).click());
  await expect(page.getByTestId('result-text')).toHaveText(short.result.trim());
  await page.getByRole('radio', { name: 'Long' }).check();
  const long = await contentCallOf(page, () => summarize(page).click());
  expect(long.body).toMatchObject({ length: 'long' });
  await expect(page.getByTestId('result-text')).toHaveText(long.result.trim());
  expect(characters(long.result)).toBeGreaterThan(characters(short.result));
});

test('summarizer: a failed call shows the summarizer message and keeps the text', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/ai-summarizer');
  await blockContent(page);
  await textBox(page).fill(article);
  await summarize(page).click();
  await expect(toastWith(page, 'A problem occurred while summarizing. Please try again.')).toBeVisible();
  await expect(textBox(page)).toHaveValue(article);
  expect(errors.some((line) => line.includes('[ai-content] summarize failed'))).toBe(true);
});

test('summarizer in Vietnamese: the body carries vi and the page speaks Vietnamese', async ({ page }) => {
  await page.goto('/ai-summarizer?lng=vi');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Tóm Tắt' })).toBeVisible();
  const text = 'Hội đồng thành phố đã thông qua kế hoạch xây công viên mới. Công viên sẽ có sân chơi và vườn rau cộng đồng. Việc xây dựng dự kiến bắt đầu vào mùa xuân năm sau. Người dân đã mong có thêm cây xanh từ lâu.';
  await page.getByLabel('Văn bản cần tóm tắt').fill(text);
  const { body, result } = await contentCallOf(page, () => page.getByRole('button', { name: 'Tóm tắt' }).click());
  expect(body).toEqual({ type: 'summarize', input: text, summaryStyle: 'general', length: 'medium', language: 'vi' });
  await expect(page.getByTestId('result-text')).toHaveText(result.trim());
  await expect(page.getByTestId('summary-shrink')).toContainText('→');
  await expectAccessibleInBothThemes(page, 'summarizer vi');
});
