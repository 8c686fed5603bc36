import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Runs axe on the page and fails on serious or critical violations (WCAG 2.x A/AA rules). */
export async function expectAccessible(page: Page, label = page.url()) {
  // A toast or panel caught mid-fade has a translucent colour, which axe would read as low contrast: wait
  // until the finite animations and transitions have ended (spinners and pulses run forever and are left alone). Up to
  // 10 s: on a CI machine under a load average of 11-15 (round 11) the error toast was still fading in after 3 s.
  // A toast is mounted first and starts its entrance transition a frame later (sonner sets data-mounted), so the wait
  // also covers toasts not yet mounted or not yet fully opaque (round 10: a CI run caught the error toast mid-entrance).
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) &&
        [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => toast.getAttribute('data-mounted') === 'true' && (toast.getAttribute('data-visible') === 'false' || getComputedStyle(toast).opacity === '1')),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Round 18: the wait above gave up once more (a check run under load caught the dark error toast's div[data-title]
  // mid-fade, twice in a row). What the visitor reads is the settled page, so any finite animation or transition still
  // running is finished now; spinners and pulses (infinite) are left alone.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation.playState === 'running' && animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish();
  });
  // A toast's colours settle last: the toaster mounts lazily and takes the dark theme a moment later, and its text
  // colour eases from the light theme's to the dark one's (axe read 1.2–2.5:1 mid-way). Wait until every toast's title
  // colour and background are the same on two reads 300 ms apart.
  await page
    .waitForFunction(
      () => {
        const now = [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => `${getComputedStyle(toast).backgroundColor}/${[...toast.querySelectorAll('[data-title]')].map((title) => getComputedStyle(title).color).join(',')}`).join('|');
        const store = window as unknown as { axeToastColours?: string };
        const settled = store.axeToastColours === now;
        store.axeToastColours = now;
        return settled;
      },
      undefined,
      { polling: 300, timeout: 10_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Collects console errors of a page. */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Whether React has taken the document over (src/prerender/hydration-mark.tsx clears the head script's mark). */
const hydrated = () => !document.documentElement.hasAttribute('data-hydrating');

const waitingPages = new WeakSet<Page>();

/**
 * Makes `goto`, `reload`, `goBack` and `goForward` resolve once React has taken a prerendered page over, as a visitor
 * sees it: until then its controls take no click and no keyboard focus (index.html), so a step taken earlier is lost.
 */
function waitForHydrationAfterNavigation(page: Page) {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const settle = async <T>(navigation: Promise<T>) => {
    const response = await navigation;
    await page.waitForFunction(hydrated);
    return response;
  };
  const [goto, reload, goBack, goForward] = [page.goto.bind(page), page.reload.bind(page), page.goBack.bind(page), page.goForward.bind(page)];
  Object.assign(page, {
    goto: (...args: Parameters<Page['goto']>) => settle(goto(...args)),
    reload: (...args: Parameters<Page['reload']>) => settle(reload(...args)),
    goBack: (...args: Parameters<Page['goBack']>) => settle(goBack(...args)),
    goForward: (...args: Parameters<Page['goForward']>) => settle(goForward(...args)),
  });
}

function waitForHydrationInContext(context: BrowserContext) {
  context.pages().forEach(waitForHydrationAfterNavigation);
  context.on('page', waitForHydrationAfterNavigation);
  return context;
}

/**
 * Test whose pages (the `page` fixture and those of contexts a test opens itself) navigate and then wait for
 * hydration. A spec about the page before hydration (hydration.spec.ts) uses Playwright's own `test`.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await provide(waitForHydrationInContext(context));
  },
  browser: [
    async ({ browser }: { browser: Browser }, provide: (browser: Browser) => Promise<void>) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, { newContext: async (...args: Parameters<Browser['newContext']>) => waitForHydrationInContext(await newContext(...args)) });
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
export { expect };
