import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { anonClient as client } from './game-helpers';

async function clickCounts(baseURL: string) {
  const { data, error } = await client(baseURL).from('game_clicks').select('game_id, click_count').order('click_count', { ascending: false });
  if (error) throw error;
  return Object.fromEntries((data ?? []).map((row) => [row.game_id as string, row.click_count as number]));
}

/** Card ids in the order shown inside a container. */
async function cardIds(scope: ReturnType<Page['locator']>) {
  const ids = await scope.locator('[data-testid^="game-card-"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')?.replace('game-card-', '') ?? ''));
  return ids;
}

function expectSortedByClicks(ids: string[], counts: Record<string, number>) {
  for (let i = 1; i < ids.length; i += 1) expect(counts[ids[i - 1]] ?? 0).toBeGreaterThanOrEqual(counts[ids[i]] ?? 0);
}

test.describe.configure({ mode: 'serial' });

test('Home: six most-clicked games, three other picks of the day, then the AI tools not shown yet', async ({ page, baseURL }) => {
  const supabase = client(baseURL!);
  for (let i = 0; i < 7; i += 1) await supabase.rpc('register_game_click', { p_game_id: 'memory-game' });
  for (let i = 0; i < 5; i += 1) await supabase.rpc('register_game_click', { p_game_id: 'ai-tarot' });
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Most played right now' });
  await expect(latest.locator('[data-testid^="game-card-"]')).toHaveCount(6);
  const counts = await clickCounts(baseURL!);
  const ids = await cardIds(latest);
  const top6 = Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([id]) => id);
  expect(new Set(ids.slice(0, 2))).toEqual(new Set(top6.slice(0, 2)));
  expectSortedByClicks(ids, counts);
  for (const card of await latest.locator('[data-testid^="game-card-"]').all()) {
    await expect(card.locator('img')).toHaveAttribute('src', /\/art\/.+\.svg$/);
    await expect(card.getByRole('heading')).not.toBeEmpty();
    await expect(card.getByRole('button', { name: /^Start / })).toBeVisible();
    // Fewer than 10 plays say "New" rather than a small number.
    const plays = counts[(await card.getAttribute('data-testid'))!.replace('game-card-', '')] ?? 0;
    await expect(card.getByTestId('play-count')).toHaveText(plays >= 10 ? new RegExp(`^${plays} plays$`) : 'New');
  }
  const picks = await cardIds(page.getByRole('region', { name: "Today's Picks" }));
  expect(picks).toHaveLength(3);
  const moreAi = await cardIds(page.getByRole('region', { name: 'More AI tools' }));
  expect(moreAi.every((id) => id.startsWith('ai-'))).toBe(true);
  // Each section shows something different, and every AI tool is somewhere on Home.
  const all = [...ids, ...picks, ...moreAi];
  expect(new Set(all).size).toBe(all.length);
  expect(all.filter((id) => id.startsWith('ai-'))).toHaveLength(10);
  await expectAccessible(page, 'home with data');
});

test('Start registers a click, then opens the game; the count shows when back', async ({ page, baseURL }) => {
  // Counts show from 10 plays up (below, a "New" badge).
  for (let i = (await clickCounts(baseURL!))['number-guess'] ?? 0; i < 10; i += 1) await client(baseURL!).rpc('register_game_click', { p_game_id: 'number-guess' });
  const before = (await clickCounts(baseURL!))['number-guess'] ?? 0;
  await page.goto('/games');
  const card = page.getByTestId('game-card-number-guess');
  await expect(card.getByTestId('play-count')).toContainText(String(before));
  const rpc = page.waitForRequest((request) => request.url().includes('/rest/v1/rpc/register_game_click'));
  await card.getByRole('button', { name: /^Start / }).click();
  expect((await rpc).postDataJSON()).toEqual({ p_game_id: 'number-guess' });
  await expect(page).toHaveURL(/\/number-guess$/);
  expect((await clickCounts(baseURL!))['number-guess']).toBe(before + 1);
  await page.goBack();
  await expect(page.getByTestId('game-card-number-guess').getByTestId('play-count')).toContainText(String(before + 1));
});

test('Games list: tabs, sorting, metadata and structured data', async ({ page, baseURL }) => {
  await page.goto('/games');
  await expect(page).toHaveTitle('All games and AI tools | Playground');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /AI content tools/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /browser games/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('CollectionPage');
  expect(jsonLd.mainEntity.numberOfItems).toBe(16);
  const counts = await clickCounts(baseURL!);
  const tabs = page.getByRole('tablist', { name: 'Game categories' });
  for (const [name, total] of [['All', 16], ['AI games', 10], ['Simple games', 6]] as const) {
    await tabs.getByRole('tab', { name }).click();
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel.locator('[data-testid^="game-card-"]')).toHaveCount(total);
    const ids = await cardIds(panel);
    expectSortedByClicks(ids, counts);
    if (name === 'AI games') expect(ids.every((id) => id.startsWith('ai-'))).toBe(true);
    if (name === 'Simple games') expect(ids.some((id) => id.startsWith('ai-'))).toBe(false);
  }
  await expect(page.getByText('Text Style Converter')).toHaveCount(0);
  await expect(page.getByText('Meme Caption Generator')).toHaveCount(0);
  // Arrow keys move between tabs (Radix tabs).
  await tabs.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'AI games' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'games list');
});

test('Games list in Korean', async ({ page }) => {
  await page.goto('/games?lng=ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('전체 게임');
  await expect(page.getByRole('tab', { name: '심플 게임' })).toBeVisible();
  await expect(page.getByTestId('game-card-apple-game').getByRole('heading')).toHaveText('사과 게임');
});

test('Home still lists games when the backend is unreachable (failure logged only)', async ({ page }) => {
  await page.route('**/rest/v1/**', (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Most played right now' }).locator('[data-testid^="game-card-"]')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Most played right now' })).toContainText('Play counts are unavailable');
  expect(errors.some((text) => text.includes('Failed to load game clicks'))).toBe(true);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
