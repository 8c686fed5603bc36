import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** Issue 17: the phone header, search, favourites, recently played, offline play, the error page. */

const languages = ['en', 'vi', 'ko', 'zh'] as const;
const widths = [320, 375, 768, 1280] as const;
const brands = { en: 'Playground', vi: 'Playground', ko: '플레이그라운드', zh: '游乐场' } as const;

/** Every route of the site (spec §2) and an unknown one. */
const allRoutes = [
  '/', '/games', '/ai-story', '/ai-quiz', '/ai-persona-chat', '/ai-fortune-teller', '/ai-adventure', '/ai-personality-test',
  '/ai-stylist', '/ai-summarizer', '/ai-lyrics-generator', '/ai-tarot', '/rock-paper-scissors', '/click-race', '/number-guess',
  '/memory-game', '/apple-game', '/reaction-test', '/contact', '/about', '/privacy', '/guidelines', '/terms', '/no-such-page',
];

/** A page whose visits start in the given language (the stored choice, read first by the detector). */
async function pageIn(browser: Browser, language: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((lng) => window.localStorage.setItem('preferred-language', lng), language);
  return { context, page: await context.newPage() };
}

/** How the header and the page fit the viewport. */
function measureHeader(page: Page) {
  return page.evaluate(() => {
    const brand = document.querySelector<HTMLElement>('[data-testid="brand"]');
    const name = brand?.querySelector('span');
    const box = brand?.getBoundingClientRect();
    const controls = [...document.querySelectorAll<HTMLElement>('header button, header nav')].filter((el) => el.offsetParent !== null);
    const overlaps = controls.filter((el) => {
      const other = el.getBoundingClientRect();
      return box !== undefined && other.left < box.right && other.right > box.left;
    });
    const menu = document.querySelector<HTMLElement>('header button[aria-haspopup="dialog"]');
    const lineHeight = name ? parseFloat(getComputedStyle(name).lineHeight) : 0;
    return {
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      brandText: name?.textContent ?? '',
      brandClipped: name ? name.scrollWidth > name.clientWidth + 0.5 || (box?.left ?? 0) < 0 : true,
      brandLines: name ? Math.round(name.getBoundingClientRect().height / lineHeight) : 0,
      overlaps: overlaps.map((el) => el.getAttribute('aria-label') ?? el.tagName),
      menuOnScreen: menu && menu.offsetParent !== null ? menu.getBoundingClientRect().right <= window.innerWidth : null,
    };
  });
}

// One test per language, so the two workers share the 23-route sweep instead of one worker doing it all.
for (const language of languages) {
  test(`the header fits from 320 px in ${language}; no route scrolls sideways`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await pageIn(browser, language);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const routes = width === 320 && language === 'vi' ? allRoutes : width === 320 ? ['/', '/games'] : ['/'];
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
        const where = `${route} in ${language} at ${width} px`;
        // Polled: a canvas may be a few pixels too wide for a frame before it sizes itself to its box.
        await expect.poll(async () => (await measureHeader(page)).sideways, { message: `${where} scrolls sideways` }).toBeLessThanOrEqual(0);
        const fit = await measureHeader(page);
        expect(fit.brandText, where).toBe(brands[language]);
        expect(fit.brandClipped, `${where}: brand clipped`).toBe(false);
        expect(fit.brandLines, `${where}: brand wraps`).toBe(1);
        expect(fit.overlaps, `${where}: controls over the brand`).toEqual([]);
        if (width < 768) expect(fit.menuOnScreen, `${where}: ☰ on screen`).toBe(true);
      }
    }
    await context.close();
  });
}

test('search finds a Vietnamese game typed without diacritics; Back keeps the tab and the query', async ({ browser }) => {
  const { context, page } = await pageIn(browser, 'vi', 375);
  await page.goto('/games');
  const search = page.getByRole('searchbox', { name: 'Tìm trò chơi' });
  await search.fill('tro choi tao');
  await expect(page.locator('[data-testid^="game-card-"]')).toHaveCount(1);
  await expect(page.getByTestId('game-card-apple-game')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Tìm thấy 1 trò chơi' })).toBeVisible();
  await page.getByRole('tab', { name: 'Trò chơi đơn giản' }).click();
  await expect(page).toHaveURL(/\/games\?tab=simple&q=tro\+choi\+tao$/);
  await search.fill('tarot');
  await expect(page.getByText('Không có trò chơi nào khớp với “tarot”.')).toBeVisible();
  await search.fill('so');
  await expect(page.getByTestId('game-card-number-guess')).toBeVisible();
  await expect(page.getByTestId('game-card-ai-quiz')).toHaveCount(0);
  await page.getByTestId('game-card-number-guess').getByRole('button', { name: 'Bắt đầu Đoán số' }).click();
  await expect(page).toHaveURL(/\/number-guess$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/games\?tab=simple&q=so$/);
  await expect(page.getByRole('tab', { name: 'Trò chơi đơn giản' })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('so');
  await expect(page.getByTestId('game-card-number-guess')).toBeVisible();
  // A shared link opens the same view.
  const shared = await context.newPage();
  await shared.goto('/games?tab=ai&q=bai');
  await expect(shared.getByRole('tab', { name: 'Trò chơi AI' })).toHaveAttribute('aria-selected', 'true');
  await expect(shared.getByTestId('game-card-ai-tarot')).toBeVisible();
  await expect(shared.getByTestId('game-card-memory-game')).toHaveCount(0);
  await context.close();
});

test('favourites by keyboard survive a reload and show on Home; "Continue playing" lists opened games and clears', async ({ browser }) => {
  const { context, page } = await pageIn(browser, 'en', 375);
  await page.goto('/games');
  const heart = page.getByTestId('game-card-apple-game').getByRole('button', { name: 'Favourite: Apple Game' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('live-announcer')).toHaveText('Apple Game added to your favourites');
  await page.reload();
  await expect(page.getByTestId('game-card-apple-game').getByRole('button', { name: 'Favourite: Apple Game' })).toHaveAttribute('aria-pressed', 'true');
  // Opened games, newest first: from a card, and straight from the address bar.
  await page.getByTestId('game-card-memory-game').getByRole('button', { name: 'Start Memory Match' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Memory/ })).toBeVisible();
  await page.goto('/ai-tarot');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  const favourites = page.getByRole('region', { name: 'Your favourites' });
  await expect(favourites.locator('[data-testid^="game-card-"]')).toHaveCount(1);
  await expect(favourites.getByTestId('game-card-apple-game')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Continue playing' });
  await expect(recent.locator('[data-testid^="game-card-"]')).toHaveCount(2);
  expect(await recent.locator('[data-testid^="game-card-"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')))).toEqual(['game-card-ai-tarot', 'game-card-memory-game']);
  await expectAccessible(page, 'home with favourites and recent games');
  // Un-favourite from Home: the row empties and goes away.
  await favourites.getByRole('button', { name: 'Favourite: Apple Game' }).press('Space');
  await expect(page.getByTestId('live-announcer')).toHaveText('Apple Game removed from your favourites');
  await expect(favourites).toHaveCount(0);
  await recent.getByRole('button', { name: 'Clear the recently played list' }).press('Enter');
  await expect(recent).toHaveCount(0);
  await expect(page.getByTestId('live-announcer')).toHaveText('Recently played list cleared');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Most played right now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Continue playing' })).toHaveCount(0);
  await context.close();
});

test('toasts appear at the bottom, clear of the page heading, on a phone and on a desktop', async ({ browser }) => {
  for (const width of [375, 1280]) {
    const { context, page } = await pageIn(browser, 'en', width);
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Mina Park');
    await page.getByLabel('E-mail', { exact: true }).fill('mina@example.com');
    await page.getByLabel('Message', { exact: true }).fill('I love the tarot reader!');
    await page.getByRole('button', { name: 'Send' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Thanks for writing to us!' });
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const box = await toast.boundingBox();
    expect(heading && box, `${width} px`).toBeTruthy();
    expect(box!.y, `${width} px: toast below the heading`).toBeGreaterThan(heading!.y + heading!.height);
    expect(box!.y + box!.height, `${width} px: toast at the bottom of the screen`).toBeGreaterThan(800 / 2);
    await context.close();
  }
});

test('installable: after one online visit a simple game opens and plays offline; AI tools say they need a connection', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: 'allow', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: 'Playground', start_url: '/', display: 'standalone' });
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of [...icons.map((entry) => entry.src), await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')]) {
    expect((await page.request.get(icon!)).status(), icon!).toBe(200);
  }
  // The worker is active once it has precached the shell; then it controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/click-race?renderer=canvas');
  await expect(page.getByRole('heading', { level: 1, name: 'Click Race' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('The simple games still work');
  await page.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByTestId('race-board')).toBeVisible();
  await page.getByTestId('race-click').click();
  await expect(page.getByTestId('race-clicks')).toHaveText('1');
  await expect(page.getByTestId('race-player')).not.toHaveText('You 0%');
  // The worker answers with the route's own prerendered page, not home's.
  const story = await page.goto('/ai-story');
  expect(await story?.text()).toContain('data-prerendered="/ai-story"');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Story Writer' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('This AI tool needs a connection');
  await context.setOffline(false);
  await context.close();
});

test('link previews are localized per page', async ({ browser }) => {
  const { context, page } = await pageIn(browser, 'ko');
  await page.goto('/games');
  await expect(page).toHaveTitle('전체 게임과 AI 도구 | 플레이그라운드');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '전체 게임과 AI 도구 | 플레이그라운드');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /^무료 AI 콘텐츠 도구/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ko_KR');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/icons\/og-card\.png$/);
  expect((await page.request.get(image!)).headers()['content-type']).toBe('image/png');
  await page.goto('/ai-tarot');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/ai-tarot$/);
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', / \| 플레이그라운드$/);
  await context.close();
});
