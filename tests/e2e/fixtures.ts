import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Runs axe on the page and fails on serious or critical violations (WCAG 2.x A/AA rules). */
export async function expectAccessible(page: Page, label = page.url()) {
  // A toast or panel caught mid-fade has a translucent colour, which axe would read as low contrast: wait (up to 3 s)
  // until the finite animations and transitions have ended (spinners and pulses run forever and are left alone).
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY), undefined, { timeout: 3_000 })
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

/** Test with a page that starts in English unless a test sets otherwise. */
export const test = base;
export { expect };
