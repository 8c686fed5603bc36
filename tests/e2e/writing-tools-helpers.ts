/**
 * Helpers of the writing-tool specs (story, fortune, stylist, summarizer, lyrics): watching and failing the
 * `ai-content` call, reading the clipboard, and axe in both themes.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { expectGameAccessible } from './game-helpers';

/** The server function every writing tool calls. */
export const contentUrl = '**/functions/v1/ai-content';

/** Records the JSON body of every ai-content request the page makes. */
export function watchContentCalls(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/ai-content') && request.method() === 'POST') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** Runs an action and returns the ai-content request body and the answer's result text. */
export async function contentCallOf(page: Page, action: () => Promise<void>): Promise<{ body: Record<string, unknown>; result: string; source: string }> {
  const response = page.waitForResponse((answer: Response) => answer.url().includes('/functions/v1/ai-content') && answer.request().method() === 'POST');
  await action();
  const answer = await response;
  expect(answer.status()).toBe(200);
  const json = (await answer.json()) as { result: string; source: string };
  return { body: answer.request().postDataJSON() as Record<string, unknown>, result: json.result, source: json.source };
}

/** Makes every ai-content call fail at the network level (DevTools' "block request URL"). */
export async function blockContent(page: Page) {
  await page.route(contentUrl, (route) => route.abort());
}

/** The clipboard's text (the context must grant clipboard-read). */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Puts a sentinel on the clipboard, to prove later that nothing was copied. */
export async function setClipboard(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
}

/** axe (serious and critical) in the light theme, then in the dark theme, then back to light. */
export async function expectAccessibleInBothThemes(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expectGameAccessible(page, `${label} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectGameAccessible(page, `${label} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}
