import { expect, test } from './fixtures';

/** Issue 14: what the first screen loads, and what it loads ahead of a click. */

test('home does not load the full supabase-js client; a link loads its route’s code on hover, before the click', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByTestId('hero-slide-1')).toBeVisible();

  // The full client (auth, realtime, storage) is not fetched for a visitor without a session.
  expect(scripts.filter((path) => /supabase-js|auth-js|realtime|storage-js/.test(path))).toEqual([]);

  const aboutChunk = page.waitForRequest((request) => /\/assets\/about-page-[\w-]+\.js$/.test(new URL(request.url()).pathname));
  expect(scripts.some((path) => /about-page-/.test(path))).toBe(false);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).hover();
  await aboutChunk;
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a stored sign-in session loads the full client and its access token goes with the data requests', async ({ page }) => {
  // A session as supabase-js stores it for this host (`sb-<first label of the host>-auth-token`), valid for an hour.
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ sub: 'visitor', role: 'anon', exp: expiresAt })).toString('base64url');
  const token = `${header}.${payload}.signature`;
  const session = { access_token: token, refresh_token: 'refresh', token_type: 'bearer', expires_in: 3600, expires_at: expiresAt, user: { id: 'visitor', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' } };
  await page.addInitScript((value) => window.localStorage.setItem('sb-127-auth-token', value), JSON.stringify(session));
  const clicks = page.waitForRequest((request) => new URL(request.url()).pathname === '/rest/v1/game_clicks');
  await page.goto('/');
  const request = await clicks;
  expect(request.headers().authorization).toBe(`Bearer ${token}`);
});

test('the hero carousel keeps its height from slide to slide, so nothing below it moves', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: /featured|carousel/i }).first();
  const heights: number[] = [];
  for (const slide of [1, 2, 3]) {
    if (slide > 1) await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByTestId(`hero-slide-${slide}`)).toBeVisible();
    heights.push((await carousel.boundingBox())?.height ?? 0);
  }
  expect(heights[0]).toBeGreaterThan(0);
  expect(heights).toEqual([heights[0], heights[0], heights[0]]);
});

test('the hidden hero slides ask for their artwork only once the carousel runs, not with the first slide', async ({ page }) => {
  const art: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/art/hero-')) art.push(pathname);
  });
  // Hold the carousel's code back: until it runs, only the first slide's artwork may load.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/carousel-actor-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.locator('[data-carousel]')).toHaveAttribute('data-carousel', 'loading');
  expect(art).toEqual(['/art/hero-1.svg']);
  const carousel = page.getByRole('region', { name: /featured|carousel/i }).first();
  const heightBefore = (await carousel.boundingBox())?.height ?? 0;

  release();
  await expect(page.locator('[data-carousel]')).toHaveAttribute('data-carousel', 'running');
  await expect.poll(() => [...art].sort()).toEqual(['/art/hero-1.svg', '/art/hero-2.svg', '/art/hero-3.svg']);
  // The boxes kept their size without their artwork: nothing moved when it came.
  expect((await carousel.boundingBox())?.height).toBe(heightBefore);
});
