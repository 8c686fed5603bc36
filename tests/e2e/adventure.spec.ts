import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** The texts of one language that the adventure test reads. */
interface AdventureTexts {
  lng: 'vi' | 'zh';
  themeLabel: string;
  themeName: string;
  start: string;
  selected: string;
  undo: string;
  reset: string;
  started: string;
  continued: string;
  resetDone: string;
  generationError: string;
}

const vietnamese: AdventureTexts = {
  lng: 'vi',
  themeLabel: 'Chọn thế giới',
  themeName: 'Du hành thời gian',
  start: 'Bắt đầu phiêu lưu',
  selected: 'Đã chọn:',
  undo: 'Hoàn tác bước cuối',
  reset: 'Đặt lại',
  started: 'Cuộc phiêu lưu bắt đầu!',
  continued: 'Câu chuyện tiếp tục!',
  resetDone: 'Đã đặt lại cuộc phiêu lưu!',
  generationError: 'Đã xảy ra lỗi khi tạo nội dung. Vui lòng thử lại!',
};

const chinese: AdventureTexts = {
  lng: 'zh',
  themeLabel: '选择世界',
  themeName: '海盗冒险',
  start: '开始冒险',
  selected: '选择：',
  undo: '撤销上一步',
  reset: '重置',
  started: '冒险开始了！',
  continued: '故事继续！',
  resetDone: '冒险已重置！',
  generationError: '生成时出错了，请再试一次！',
};

/** The body of every ai-content call the page makes. */
function recordBodies(page: Page) {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/functions/v1/ai-content') && request.method() === 'POST') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toaster]').getByText(text);
const steps = (page: Page) => page.getByTestId('story-step');
const choices = (page: Page) => page.getByTestId('choices').getByRole('button');
const storyText = (page: Page) => page.getByTestId('story-log').innerText();

/** The text of choice n (1-based), without its number. */
async function choiceText(page: Page, n: number) {
  return (await choices(page).nth(n - 1).locator('span').nth(1).innerText()).trim();
}

// Each flow makes several real ai-content calls on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

async function playAdventure(page: Page, texts: AdventureTexts, themeKey: string) {
  const bodies = recordBodies(page);
  await page.goto(`/ai-adventure?lng=${texts.lng}`);
  await page.evaluate(() => localStorage.removeItem('playground.adventure.v1'));
  await page.reload();

  // Theme selection: the ten themes and Start.
  const theme = page.getByLabel(texts.themeLabel);
  await expect(theme.locator('option')).toHaveCount(10);
  await theme.selectOption({ label: texts.themeName });
  await page.getByRole('button', { name: texts.start }).click();
  await expect(toast(page, texts.started).first()).toBeVisible();
  await expect(steps(page)).toHaveCount(1);
  await expect(page.getByTestId('ai-label').first()).toBeVisible();
  expect(await choices(page).count()).toBeGreaterThanOrEqual(2);
  await expect(choices(page).first()).toContainText(/^1/);
  expect(bodies.at(-1)).toMatchObject({ type: 'adventure-start', input: themeKey, language: texts.lng });

  // Two choices by click: each appends the translated 'selected:' label with the choice, then the new text.
  for (const [n, count] of [[1, 2], [2, 3]] as const) {
    const picked = await choiceText(page, n);
    const before = await choices(page).allInnerTexts();
    await choices(page).nth(n - 1).click();
    await expect(steps(page)).toHaveCount(count);
    await expect(page.getByTestId('selected-line').last()).toHaveText(`${texts.selected} ${picked}`);
    await expect(toast(page, texts.continued).first()).toBeVisible();
    expect(await choices(page).allInnerTexts()).not.toEqual(before);
    const body = bodies.at(-1) as { type: string; choice: string; input: string; language: string; currentStory: string };
    expect(body).toMatchObject({ type: 'adventure-continue', choice: picked, input: themeKey, language: texts.lng });
    expect(body.currentStory.length).toBeGreaterThan(0);
    if (count === 3) expect(body.currentStory).toContain(`${texts.selected} `);
  }

  // One by the number key.
  const third = await choiceText(page, 1);
  await page.getByTestId('story-log').focus();
  await page.keyboard.press('1');
  await expect(steps(page)).toHaveCount(4);
  await expect(page.getByTestId('selected-line').last()).toHaveText(`${texts.selected} ${third}`);

  // Undo the last step.
  await page.getByRole('button', { name: texts.undo }).click();
  await expect(steps(page)).toHaveCount(3);
  const kept = await storyText(page);
  const keptChoices = await choices(page).allInnerTexts();

  // A failed choice leaves the log and the choices unchanged.
  await page.route('**/functions/v1/ai-content', (route) => route.abort());
  await choices(page).first().click();
  await expect(toast(page, texts.generationError).first()).toBeVisible();
  await expect(steps(page)).toHaveCount(3);
  expect(await storyText(page)).toBe(kept);
  expect(await choices(page).allInnerTexts()).toEqual(keptChoices);
  await page.unroute('**/functions/v1/ai-content');

  // Reload: the adventure is still there, and goes on.
  await page.reload();
  await expect(steps(page)).toHaveCount(3);
  expect(await storyText(page)).toBe(kept);
  expect(await choices(page).allInnerTexts()).toEqual(keptChoices);
  await choices(page).nth(1).click();
  await expect(steps(page)).toHaveCount(4);

  // Reset returns to theme selection, for good.
  await page.getByRole('button', { name: texts.reset, exact: true }).click();
  await expect(toast(page, texts.resetDone).first()).toBeVisible();
  await expect(page.getByLabel(texts.themeLabel)).toBeVisible();
  await expect(steps(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(texts.themeLabel)).toBeVisible();
  await expect(steps(page)).toHaveCount(0);
}

test('Vietnamese: start, two clicks, a number key, undo, a failure, reload and continue, reset', async ({ page }) => {
  await playAdventure(page, vietnamese, 'time_travel');
});

test('Chinese: start, two clicks, a number key, undo, a failure, reload and continue, reset', async ({ page }) => {
  await playAdventure(page, chinese, 'pirate');
});

test('a failed start stays on theme selection with the translated message', async ({ page }) => {
  await page.goto('/ai-adventure?lng=vi');
  await page.evaluate(() => localStorage.removeItem('playground.adventure.v1'));
  await page.reload();
  await page.route('**/functions/v1/ai-content', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"down"}}' }));
  await page.getByRole('button', { name: vietnamese.start }).click();
  await expect(toast(page, vietnamese.generationError).first()).toBeVisible();
  await expect(page.getByLabel(vietnamese.themeLabel)).toBeVisible();
  await expect(steps(page)).toHaveCount(0);
});

test('the adventure is accessible in light and dark, and fits 375 px', async ({ page }) => {
  await page.goto('/ai-adventure?lng=en');
  await page.evaluate(() => localStorage.removeItem('playground.adventure.v1'));
  await page.reload();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page, `adventure theme selection (${scheme})`);
  }
  await page.getByRole('button', { name: 'Start the adventure' }).click();
  await expect(steps(page)).toHaveCount(1);
  await choices(page).first().click();
  await expect(steps(page)).toHaveCount(2);
  await expect(page.getByTestId('selected-line')).toContainText('Selected:');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page, `adventure story (${scheme})`);
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(choices(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
