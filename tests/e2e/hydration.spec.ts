import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * Issue 14: every route is prerendered in English and hydrated. A returning visitor's stored state (a memory best, a
 * running adventure, a chat) is not in the prerendered page: it must show once the page has hydrated, with no
 * hydration error, and the stored state must survive (nothing overwrites it with the prerendered empty state).
 */

/** Collects uncaught page errors (React reports a hydration mismatch as one: "Minified React error #418"). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether React owns the root (it hydrated or rendered it). */
function reactOwnsRoot(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

test('an English visit hydrates the prerendered page on every kind of route', async ({ page }) => {
  const errors = pageErrors(page);
  for (const path of ['/', '/games', '/about', '/ai-story', '/memory-game', '/ai-adventure', '/ai-persona-chat']) {
    const response = await page.goto(path);
    expect(await response?.text(), path).toContain(`data-prerendered="${path}"`);
    await expect.poll(() => reactOwnsRoot(page), { message: `${path} hydrated` }).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('a stored memory best shows after hydration, without a hydration error', async ({ page }) => {
  const errors = pageErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('memory-best-moves', '12'));
  await page.goto('/memory-game');
  await expect(page.getByTestId('memory-best')).toHaveText('12');
  expect(errors).toEqual([]);
});

test('a stored adventure and a stored chat come back after hydration and stay stored', async ({ page }) => {
  const errors = pageErrors(page);
  const adventure = {
    theme: 'mystery',
    steps: [{ choice: null, narration: 'The lighthouse keeper left a note: WAIT.', choices: ['Read the note again', 'Climb the stairs', 'Call out'], source: 'engine' }],
  };
  const chats = { persona: 'chef', histories: { chef: [{ id: 1, role: 'user', content: 'What goes with leftover rice?' }, { id: 2, role: 'assistant', content: 'Fried rice with an egg.', source: 'engine' }] } };
  await page.addInitScript(
    ([storedAdventure, storedChats]) => {
      if (window.sessionStorage.getItem('seeded')) return;
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('playground.adventure.v1', storedAdventure);
      window.localStorage.setItem('playground.persona-chat.v1', storedChats);
    },
    [JSON.stringify(adventure), JSON.stringify(chats)],
  );

  await page.goto('/ai-adventure');
  await expect(page.getByText('The lighthouse keeper left a note: WAIT.')).toBeVisible();
  await page.goto('/ai-persona-chat');
  await expect(page.getByText('Fried rice with an egg.')).toBeVisible();
  // A reload reads the same storage: nothing was overwritten by the prerendered (empty) screens.
  await page.reload();
  await expect(page.getByText('Fried rice with an egg.')).toBeVisible();
  await page.goto('/ai-adventure');
  await expect(page.getByText('The lighthouse keeper left a note: WAIT.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the prerendered controls ignore the pointer until React has taken the page over, then take clicks', async ({ page }) => {
  // Without its code (the entry script blocked) the page stays prerendered: its Start button must not look clickable.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/apple-game');
  const start = page.getByRole('button', { name: 'Start game' });
  await expect(start).toBeVisible();
  expect(await start.evaluate((button) => getComputedStyle(button).pointerEvents)).toBe('none');

  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/apple-game?renderer=canvas');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
  expect(await start.evaluate((button) => getComputedStyle(button).pointerEvents)).toBe('auto');
  await start.click();
  await expect(page.getByTestId('apple-board')).toHaveAttribute('data-renderer', 'canvas');
});

test('before React has taken the page over, the keyboard cannot type into a field or press a button; links still work', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/contact');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toBeVisible();
  await name.focus();
  await page.keyboard.type('Mina');
  // Text typed into markup without its code would be wiped by hydration: the field never held the focus.
  await expect(name).not.toBeFocused();
  await expect(name).toHaveValue('');
  const about = page.locator('#root a[href="/about"]').first();
  await about.focus();
  await expect(about).toBeFocused();

  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/contact');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
  await name.focus();
  await page.keyboard.type('Mina');
  await expect(name).toHaveValue('Mina');
});

test('the click ranking may arrive before the screen has hydrated: no hydration error, and the cards follow', async ({ page }) => {
  const errors = pageErrors(page);
  for (const [path, chunk] of [['/', /\/assets\/home-page-[\w-]+\.js$/], ['/games', /\/assets\/games-page-[\w-]+\.js$/]] as const) {
    let ranked = false;
    const onFinished = (request: Request) => {
      if (request.url().includes('/rest/v1/game_clicks')) ranked = true;
    };
    page.on('requestfinished', onFinished);
    // The screen's code waits until the ranking (requested beside it) has come back.
    await page.route(chunk, async (route) => {
      await expect.poll(() => ranked).toBe(true);
      await route.continue();
    });
    await page.goto(path);
    await expect.poll(() => reactOwnsRoot(page), { message: `${path} hydrated` }).toBe(true);
    await expect(page.locator('[data-testid^="game-card-"]').first()).toBeVisible();
    await page.unroute(chunk);
    page.off('requestfinished', onFinished);
  }
  expect(errors).toEqual([]);
});

test('the "hydrating" mark goes only once the screen itself has hydrated, not just the layout around it', async ({ page }) => {
  // At the moment the mark goes, every control of the screen (inside the layout's Suspense boundary, which React may
  // hydrate in a later pass than the layout) must already be React's: otherwise its guard is lifted too early and a
  // click or key press on it is lost.
  await page.addInitScript(() => {
    // Runs before the document is parsed: watch the whole document for the mark's removal from <html>.
    const seen = new MutationObserver(() => {
      const root = document.documentElement;
      if (root.hasAttribute('data-hydrating') || !root.hasAttribute('data-prerendered')) return;
      seen.disconnect();
      const controls = [...document.querySelectorAll('main button, main textarea, main input, main select')];
      const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
      (window as unknown as { controlsAtMark: { total: number; owned: number } }).controlsAtMark = { total: controls.length, owned: controls.filter(owned).length };
    });
    seen.observe(document, { attributes: true, attributeFilter: ['data-hydrating'], subtree: true });
  });
  for (const path of ['/', '/games', '/ai-story', '/ai-persona-chat', '/memory-game', '/contact']) {
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
    const atMark = await page.evaluate(() => (window as unknown as { controlsAtMark?: { total: number; owned: number } }).controlsAtMark);
    expect(atMark?.total, `${path}: controls in the screen`).toBeGreaterThan(0);
    expect(atMark?.owned, `${path}: controls React owned when the mark went`).toBe(atMark?.total);
  }
});

test('a returning visitor\'s "Continue playing" and favourites rows take room kept for them: nothing below moves when they arrive', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    localStorage.setItem('recent-games', JSON.stringify(['memory-game', 'ai-tarot']));
    localStorage.setItem('favourite-games', JSON.stringify(['apple-game']));
    // Layout shifts not caused by input, from the very first paint on (the rows arrive after hydration).
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors = pageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Continue playing' }).getByTestId('game-card-memory-game')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your favourites' }).getByTestId('game-card-apple-game')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
  // The room kept before hydration is gone once the real rows are there.
  await expect(page.locator('[data-stored-row]')).toHaveCount(0);
  const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  expect(total, 'layout shift from the stored rows').toBeLessThan(0.01);
  expect(errors).toEqual([]);
});

test('a first visit keeps no empty room for rows it has nothing for', async ({ page }) => {
  await page.goto('/');
  const room = page.locator('[data-stored-row]');
  await expect(room).toHaveCount(2);
  for (const row of await room.all()) await expect(row).toBeHidden();
});
