import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** The texts of one language that the chat test reads. */
interface ChatTexts {
  lng: 'en' | 'ko';
  chef: string;
  girl: string;
  messageLabel: string;
  send: string;
  reset: string;
  notDelivered: string;
  retry: string;
  received: string;
  chatReset: string;
  genericError: string;
  generationError: string;
  aiLabel: string;
}

const english: ChatTexts = {
  lng: 'en',
  chef: 'Tsundere Chef',
  girl: 'Free-Spirited Girl',
  messageLabel: 'Your message',
  send: 'Send',
  reset: 'Reset chat',
  notDelivered: 'Not delivered',
  retry: 'Send again',
  received: 'Response received!',
  chatReset: 'Chat reset!',
  genericError: 'Something went wrong. Please try again.',
  generationError: 'An error occurred during generation. Please try again!',
  aiLabel: 'AI-generated',
};

const korean: ChatTexts = {
  lng: 'ko',
  chef: '츤데레 셰프',
  girl: '자유로운 영혼의 소녀',
  messageLabel: '메시지',
  send: '보내기',
  reset: '대화 초기화',
  notDelivered: '전송 실패',
  retry: '다시 보내기',
  received: '답장이 도착했어요!',
  chatReset: '대화를 초기화했어요!',
  genericError: '문제가 생겼어요. 다시 시도해 주세요.',
  generationError: '생성 중 오류가 발생했어요. 다시 시도해 주세요!',
  aiLabel: 'AI 생성',
};

const personaKeys = ['girl', 'chef', 'detective', 'psychologist', 'kid', 'kpop_male', 'kpop_female', 'astrologer', 'childhood_friend'];

/** The body of every ai-content call the page makes. */
function recordBodies(page: Page) {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/functions/v1/ai-content') && request.method() === 'POST') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toaster]').getByText(text);
const log = (page: Page) => page.getByTestId('chat-log');
const entries = (page: Page) => log(page).locator('li[data-role]');
const box = (page: Page, texts: ChatTexts) => page.getByLabel(texts.messageLabel, { exact: true });

async function choosePersona(page: Page, name: string) {
  await page.getByTestId('persona-trigger').click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByTestId('persona-trigger')).toContainText(name);
}

// Each flow makes several real ai-content calls on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

/** Three turns with the chef: the message shows at once then the typing indicator then the reply; a failure and a retry. */
async function chatThreeTurns(page: Page, texts: ChatTexts) {
  const bodies = recordBodies(page);
  await page.goto(`/ai-persona-chat?lng=${texts.lng}`);
  await page.evaluate(() => localStorage.removeItem('playground.persona-chat.v1'));
  await page.reload();

  // The dropdown: nine personas, each with its own avatar.
  await page.getByTestId('persona-trigger').click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(9);
  for (const key of personaKeys) await expect(page.locator(`[role="option"][data-persona="${key}"] img[data-avatar="${key}"]`)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await choosePersona(page, texts.chef);

  // Empty message: the generic error, no request.
  await box(page, texts).fill('   ');
  await box(page, texts).press('Enter');
  await expect(toast(page, texts.genericError).first()).toBeVisible();
  expect(bodies).toHaveLength(0);
  await expect(entries(page)).toHaveCount(0);

  // Turn 1, with the reply held back: the message is in the log at once, then the typing indicator, then the reply.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/functions/v1/ai-content', async (route) => {
    await held;
    await route.continue();
  });
  await box(page, texts).fill('Hello chef, what is for dinner?');
  await box(page, texts).press('Enter');
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toHaveAttribute('data-role', 'user');
  await expect(entries(page).first()).toContainText('Hello chef, what is for dinner?');
  await expect(page.getByTestId('typing-indicator')).toBeVisible();
  await expect(box(page, texts)).toHaveValue('Hello chef, what is for dinner?');
  release();
  await expect(entries(page)).toHaveCount(2);
  await page.unroute('**/functions/v1/ai-content');
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(entries(page).nth(1)).toHaveAttribute('data-role', 'assistant');
  await expect(entries(page).nth(1).locator('img[data-avatar="chef"]')).toHaveCount(1);
  await expect(entries(page).nth(1).getByTestId('ai-label')).toContainText(texts.aiLabel);
  await expect(box(page, texts)).toHaveValue('');
  await expect(toast(page, texts.received).first()).toBeVisible();

  // Turn 2: Shift+Enter breaks the line, Enter sends.
  await box(page, texts).fill('Line one');
  await box(page, texts).press('Shift+Enter');
  await box(page, texts).pressSequentially('line two');
  await expect(box(page, texts)).toHaveValue('Line one\nline two');
  await box(page, texts).press('Enter');
  await expect(entries(page)).toHaveCount(4);
  await expect(box(page, texts)).toHaveValue('');

  // Turn 3 fails: the message stays, marked not delivered, the text stays in the box, the translated toast shows.
  await page.route('**/functions/v1/ai-content', (route) => route.abort());
  await box(page, texts).fill('One more question');
  await page.getByRole('button', { name: texts.send, exact: true }).click();
  await expect(toast(page, texts.generationError).first()).toBeVisible();
  await expect(entries(page)).toHaveCount(5);
  await expect(entries(page).nth(4)).toHaveAttribute('data-status', 'failed');
  await expect(entries(page).nth(4)).toContainText(texts.notDelivered);
  await expect(box(page, texts)).toHaveValue('One more question');

  // Retry once the service is back: delivered, answered, the box cleared.
  await page.unroute('**/functions/v1/ai-content');
  await entries(page).nth(4).getByRole('button', { name: texts.retry }).click();
  await expect(entries(page)).toHaveCount(6);
  await expect(entries(page).nth(4)).toHaveAttribute('data-status', 'delivered');
  await expect(box(page, texts)).toHaveValue('');

  // The log order and the bodies.
  expect(await entries(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-role')))).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
  const sent = bodies.filter((body) => body.type === 'persona-chat');
  const last = sent.at(-1) as { persona: string; language: string; messages: Array<{ role: string; content: string }> };
  expect(last.persona).toBe('chef');
  expect(last.language).toBe(texts.lng);
  expect(last.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
  expect(last.messages.at(-1)?.content).toBe('One more question');
  expect(last.messages[2]?.content).toBe('Line one\nline two');
}

test('English: three turns with the chef, a failure kept and retried, history kept per persona across a reload, reset', async ({ page }) => {
  await chatThreeTurns(page, english);

  // Every persona is sent by its own key.
  const bodies = recordBodies(page);
  await choosePersona(page, english.girl);
  await expect(entries(page)).toHaveCount(0);
  await box(page, english).fill('Hi!');
  await box(page, english).press('Enter');
  await expect(entries(page)).toHaveCount(2);
  expect(bodies.at(-1)?.persona).toBe('girl');

  // Reload: each persona's conversation is still there.
  await page.reload();
  await expect(page.getByTestId('persona-trigger')).toContainText(english.girl);
  await expect(entries(page)).toHaveCount(2);
  await choosePersona(page, english.chef);
  await expect(entries(page)).toHaveCount(6);

  // Reset clears the current persona's chat only.
  await page.getByRole('button', { name: english.reset }).click();
  await expect(toast(page, english.chatReset).first()).toBeVisible();
  await expect(entries(page)).toHaveCount(0);
  await page.reload();
  await expect(entries(page)).toHaveCount(0);
  await choosePersona(page, english.girl);
  await expect(entries(page)).toHaveCount(2);
});

test('Korean: three turns with the chef, the failure and the retry, in Korean', async ({ page }) => {
  await chatThreeTurns(page, korean);
  await page.getByRole('button', { name: korean.reset }).click();
  await expect(toast(page, korean.chatReset).first()).toBeVisible();
  await expect(entries(page)).toHaveCount(0);
});

test('the chat is accessible in light and dark, with a failed message showing', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/ai-persona-chat?lng=en');
    await page.evaluate(() => localStorage.removeItem('playground.persona-chat.v1'));
    await page.reload();
    await box(page, english).fill('Hello there');
    await box(page, english).press('Enter');
    await expect(entries(page)).toHaveCount(2);
    await page.route('**/functions/v1/ai-content', (route) => route.abort());
    await box(page, english).fill('Are you there?');
    await box(page, english).press('Enter');
    await expect(entries(page).nth(2)).toHaveAttribute('data-status', 'failed');
    await page.unroute('**/functions/v1/ai-content');
    await expectAccessible(page, `persona chat (${scheme})`);
  }
});

test('fits a 375 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ai-persona-chat?lng=en');
  await expect(box(page, english)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('each of the nine personas is sent by its key and answers beside its own avatar', async ({ page }) => {
  // The replies are stubbed here (nine real calls would only test the engine again and press on the rate limit).
  const sent: Array<{ persona: string; messages: unknown[] }> = [];
  await page.route('**/functions/v1/ai-content', async (route) => {
    const body = route.request().postDataJSON() as { persona: string; messages: unknown[] };
    sent.push(body);
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ result: `Hello from ${body.persona}`, source: 'model' }) });
  });
  await page.goto('/ai-persona-chat?lng=en');
  await page.evaluate(() => localStorage.removeItem('playground.persona-chat.v1'));
  await page.reload();
  for (const [index, key] of personaKeys.entries()) {
    await page.getByTestId('persona-trigger').click();
    await page.locator(`[role="option"][data-persona="${key}"]`).click();
    await expect(page.getByTestId('persona-trigger').locator(`img[data-avatar="${key}"]`)).toHaveCount(1);
    await box(page, english).fill(`Hi number ${index + 1}`);
    await box(page, english).press('Enter');
    await expect(entries(page)).toHaveCount(2);
    await expect(entries(page).nth(1)).toContainText(`Hello from ${key}`);
    await expect(entries(page).nth(1).locator(`img[data-avatar="${key}"]`)).toHaveCount(1);
    await expect(entries(page).nth(1).getByTestId('ai-label')).toContainText('Written by a configured AI model.');
  }
  expect(sent.map((body) => body.persona)).toEqual(personaKeys);
  expect(sent.every((body) => body.messages.length === 1)).toBe(true);
});

test('the dropdown answers before its code has arrived: the face opens the list once it does, by mouse and by keyboard', async ({ page }) => {
  // Hold back the dropdown's script (Radix Select, loaded after first paint) until the face has been used.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/persona-select-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ai-persona-chat?lng=en');
  await page.evaluate(() => localStorage.removeItem('playground.persona-chat.v1'));
  await page.reload();
  // The persona list's options (the header's language select has options too).
  const personaOptions = (target: Page) => target.locator('[role="option"][data-persona]');
  const face = page.getByTestId('persona-trigger');
  await expect(face).toHaveAttribute('role', 'combobox');
  await expect(face).toHaveAccessibleName('Who do you want to talk to?');
  await expect(face).toContainText(english.girl);
  await expect(face.locator('img[data-avatar="girl"]')).toHaveCount(1);
  await face.click();
  await expect(personaOptions(page)).toHaveCount(0);
  release();
  await expect(personaOptions(page)).toHaveCount(9);
  await personaOptions(page).filter({ hasText: english.chef }).click();
  await expect(face).toContainText(english.chef);

  // Keyboard: a fresh page, the face focused by Tab-order and opened with Enter before the code is in.
  let releaseAgain: () => void = () => undefined;
  const heldAgain = new Promise<void>((resolve) => {
    releaseAgain = resolve;
  });
  await page.unroute(/\/assets\/persona-select-[^/]+\.js$/);
  await page.route(/\/assets\/persona-select-[^/]+\.js$/, async (route) => {
    await heldAgain;
    await route.continue();
  });
  await page.reload();
  await page.getByTestId('persona-trigger').focus();
  await page.keyboard.press('Enter');
  releaseAgain();
  await expect(personaOptions(page)).toHaveCount(9);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(personaOptions(page)).toHaveCount(0);
  await expect(page.getByTestId('persona-trigger')).toBeFocused();
});
