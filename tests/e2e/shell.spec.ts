import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, expectAccessible, test } from './fixtures';

/** Every route of spec §2 with the heading its screen shows in English. */
const routes: ReadonlyArray<[path: string, heading: RegExp]> = [
  ['/', /Free AI tools and mini games/],
  ['/games', /All Games/],
  ['/ai-story', /AI Story Writer/],
  ['/ai-quiz', /Image Quiz/],
  ['/ai-persona-chat', /Persona Chat/],
  ['/ai-fortune-teller', /Fortune Teller/],
  ['/ai-adventure', /Text Adventure/],
  ['/ai-personality-test', /Personality Test/],
  ['/ai-stylist', /AI Stylist/],
  ['/ai-summarizer', /Summarizer/],
  ['/ai-lyrics-generator', /Lyrics/],
  ['/ai-tarot', /Tarot/],
  ['/rock-paper-scissors', /Rock Paper Scissors/],
  ['/click-race', /Click Race/],
  ['/number-guess', /Number Guess/],
  ['/memory-game', /Memory/],
  ['/apple-game', /Apple Game/],
  ['/reaction-test', /Reaction Test/],
  ['/contact', /Contact/],
  ['/about', /About/],
  ['/privacy', /Privacy/],
  ['/guidelines', /Guidelines/],
  ['/terms', /Terms/],
];

async function expectLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('routes', () => {
  for (const [path, heading] of routes) {
    test(`${path} renders inside the layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectLayout(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page).toHaveTitle(/ \| Playground$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    });
  }

  test('an unknown path shows the 404 page and logs the miss', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/no-such-page');
    await expectLayout(page);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect.poll(() => errors.some((e) => e.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/ai-story/123', '/games/ai']) {
    test(`${path} takes no parameters and shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    });
  }

  test('a screen whose code keeps failing to load reloads once, then shows the friendly error page with Try again', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    let attempts = 0;
    await page.route(/\/assets\/terms-page-[^/]*\.js$/, (route) => {
      attempts += 1;
      return route.abort();
    });
    // Loads of the /terms document: the client-side navigation makes none, so each one is a reload.
    let reloads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/terms') reloads += 1;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    // One automatic reload, and no more; the reloaded page asked for the chunk again (its preload, then the import).
    expect(reloads).toBe(1);
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
    const details = page.locator('details');
    await expect(details.locator('pre')).toBeHidden();
    await details.locator('summary').click();
    await expect(details.locator('pre')).toContainText('dynamically imported module');
    await page.unroute(/\/assets\/terms-page-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('each screen loads its own code only when visited', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((url) => /about-page/.test(url))).toBe(true);
    expect(scripts.some((url) => /(terms|privacy|contact|home)-page/.test(url))).toBe(false);
  });
});

test.describe('languages', () => {
  test('the stored preference beats ?lng=, which beats the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('preferred-language', 'ko');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/?lng=zh');
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '게임' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await context.close();
  });

  test('?lng= beats the browser language and is cached', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto('/?lng=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('banner').getByRole('link', { name: '游戏' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('zh');
    await context.close();
  });

  test('the browser language is used when nothing else is set, and cached', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Trò chơi' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('vi');
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Games' })).toBeVisible();
    await context.close();
  });

  test('the picker lists four languages and switches the whole page without reload', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    // A native select: its four options each read flag, own name and code; choosing one is the select's own action.
    const picker = page.getByRole('combobox', { name: 'Language' });
    const options = picker.getByRole('option');
    await expect(options).toHaveCount(4);
    await expect(options).toHaveText([/🇺🇸 English\s*EN/, /🇻🇳 Tiếng Việt\s*VI/, /🇰🇷 한국어\s*KO/, /🇨🇳 中文\s*ZH/]);
    await expect(picker).toHaveValue('en');
    await picker.selectOption({ label: '🇰🇷 한국어 KO' });
    await expect(page.getByRole('banner').getByRole('link', { name: '소개' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('개인정보처리방침');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('ko');
    await expect(page.getByRole('combobox', { name: '언어' })).toHaveValue('ko');
    // By keyboard, as a visitor without a mouse: focus the picker and choose with the arrow keys.
    await expect(page.getByRole('combobox', { name: '언어' }).locator('..')).toHaveCSS('outline-style', 'none');
    await page.getByRole('combobox', { name: '언어' }).focus();
    // The select itself is transparent: the visible face around it shows the focus ring.
    await expect(page.getByRole('combobox', { name: '언어' }).locator('..')).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Giới thiệu' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('zh');
    await expect(page.getByRole('banner').getByRole('link', { name: '关于' })).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('the current link is highlighted on desktop', async ({ page }) => {
    await page.goto('/games');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Games' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the top bar stays at the top while scrolling', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => {
      window.scrollTo(0, 2000);
      return window.scrollY;
    })).toBeGreaterThan(100);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('footer quick and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [['Games', '/games'], ['About', '/about'], ['Contact', '/contact'], ['Privacy Policy', '/privacy'], ['Terms of Service', '/terms'], ['Content Guidelines', '/guidelines']] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await expect(footer).toContainText(/© \d{4} Playground/);
    await expect(footer).toContainText('Free AI toys');
  });

  test('mobile: the side panel opens, traps focus, closes on Escape and when a link is chosen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    const desktopNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(desktopNav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expectAccessible(page, 'mobile menu');
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    // A tap on the dimmed page beside the panel closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(panel).toBeHidden();
    await context.close();
  });
});

test.describe('theme', () => {
  test('the theme menu works from the keyboard and closes on Escape, Tab and a click outside', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Theme' });
    const menu = page.getByRole('menu', { name: 'Theme' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'theme menu open');
    // Opens on the chosen theme (System by default); the arrows wrap around.
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('follows the system by default, in light and dark', async ({ browser }) => {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      await context.close();
    }
  });

  test('a chosen theme persists across reload with the dark class present before first paint', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Record the <html> class at the moment <body> is first parsed: before the first paint.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.body) {
          (window as unknown as { bodyClass?: string }).bodyClass = document.documentElement.className;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => (window as unknown as { bodyClass?: string }).bodyClass)).toMatch(/\bdark\b/);
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test.describe('home carousel', () => {
  test('auto-advances every 5 s, pauses on hover, obeys buttons and dots, resumes after a keyboard press, and pauses on request', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const slide = (n: number) => page.getByTestId(`hero-slide-${n}`);
    await expect(slide(1)).toBeVisible();
    // The first slide paints before the carousel machine loads; its 5 s start when the machine does.
    await expect(page.locator('[data-carousel]')).toHaveAttribute('data-carousel', 'running');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(slide(2)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slide(3)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slide(1)).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(2)).toBeVisible();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(1)).toBeVisible();
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(slide(3)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    // Hovered (the pointer is over the carousel after the click): no auto-advance.
    await page.clock.runFor(12_000);
    await expect(slide(3)).toBeVisible();
    await page.mouse.move(5, 5);
    await page.getByRole('button', { name: 'Go to slide 3' }).blur();
    await page.clock.runFor(5000);
    await expect(slide(1)).toBeVisible();
    // By keyboard (no pointer over it): rotation resumes 4 s after the last press, with focus still on the button.
    const next = page.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(slide(2)).toBeVisible();
    await page.clock.runFor(3900);
    await expect(slide(2)).toBeVisible();
    await page.clock.runFor(100 + 5000);
    await expect(slide(3)).toBeVisible();
    await expect(next).toBeFocused();
    // Pause stops it until Play.
    await page.getByRole('button', { name: 'Pause the slides' }).press('Enter');
    await page.clock.runFor(15_000);
    await expect(slide(3)).toBeVisible();
    await page.getByRole('button', { name: 'Play the slides' }).press('Enter');
    await page.clock.runFor(5000);
    await expect(slide(1)).toBeVisible();
  });

  test('stays still with reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('hero-slide-1')).toBeVisible();
    await expect(page.locator('[data-carousel]')).toHaveAttribute('data-carousel', 'running');
    await page.clock.runFor(15_000);
    await expect(page.getByTestId('hero-slide-1')).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByTestId('hero-slide-2')).toBeVisible();
    await context.close();
  });
});

test.describe('accessibility', () => {
  // The pages no other spec axes in both themes (info-pages.spec and each tool's and game's spec cover their own).
  const pages = ['/', '/games', '/no-such-page'];
  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious axe violations in ${scheme} theme`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectAccessible(page, `${path} (${scheme})`);
      }
      await context.close();
    });
  }
});
