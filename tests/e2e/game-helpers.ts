/**
 * Helpers of the game end-to-end specs (rps, number guess, reaction, leaderboard).
 *
 * Randomness: every game screen seeds its random source from `?seed=N` (src/lib/hooks/use-game-setup.ts). The specs
 * replay the same mulberry32 sequence here (supabase/functions/_shared/contract/seeded-random.ts) to know the computer's hands, the secret number
 * and the reaction waits before they happen. No test-only code runs in the site.
 */
import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@supabase/supabase-js';
import { expect, type Locator, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/local-keys';
import type { LeaderboardGameType } from '../../engines/leaderboard/config';

/** supabase-js as any visitor: the anon key against the stand-in serving the site (the Playwright baseURL). */
export function anonClient(baseURL: string) {
  return nodeClient(baseURL, LOCAL_ANON_KEY);
}

/** supabase-js with the service role, as the submit-score function writes rows (the public key cannot insert). */
export function serviceClient(baseURL: string) {
  return nodeClient(baseURL, LOCAL_SERVICE_ROLE_KEY);
}

/** A supabase-js client in Node with `key`. */
function nodeClient(baseURL: string, key: string) {
  return createClient(baseURL, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js wants one for its (unused) realtime client.
    realtime: { transport: WebSocket as never },
  });
}

/**
 * axe (WCAG 2.x A/AA, serious and critical) on the game's own content. The toast stack belongs to the shared layout and
 * is left out: sonner's rich-colour success/error toasts measure about 4.3:1 in the light theme (reported to the lead).
 */
export async function expectGameAccessible(page: Page, label: string) {
  // The page's title comes from React (index.html has none, so it never shows a second, stale one): let it render
  // first, so axe judges the page and not the moment between the HTML and the first render. No title at all still fails.
  await expect(page, `a title on ${label}`).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The saved rows of one player in one game, read back through the data API. */
export async function savedScores(baseURL: string, gameType: LeaderboardGameType, playerName: string) {
  const { data, error } = await anonClient(baseURL)
    .from('game_scores')
    .select('player_name, score, game_type')
    .eq('game_type', gameType)
    .eq('player_name', playerName);
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => ({ ...row, score: Number(row.score) }));
}

/** A player name unique to this test run, at most `length` characters. */
export function uniqueName(prefix: string, length = 20) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `${prefix}${suffix}`.slice(0, length);
}

/** The random numbers the screen will draw for `?seed=N`, in order. */
export function randomSequence(seed: number) {
  return seededRandom(seed);
}

/** The first seed from 1 up whose opening draws satisfy `test` (for example a long first reaction wait). */
export function findSeed(test: (draws: number[]) => boolean, draws = 4): number {
  for (let seed = 1; seed < 100_000; seed += 1) {
    const random = seededRandom(seed);
    if (test(Array.from({ length: draws }, () => random()))) return seed;
  }
  throw new Error('no seed found');
}

/** Moves keyboard focus to `target` with Tab presses only (then Shift+Tab), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < maxPresses; i += 1) {
      if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
      await page.keyboard.press(key);
    }
  }
  await expect(target, 'reachable with Tab').toBeFocused();
}

/** A toast showing `text` (in any language: the toast stack is found by its sonner attribute, not its label). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toaster]').getByText(text);
}

/** The name dialog that follows a qualifying score (English). */
export function nameDialog(page: Page) {
  return page.getByRole('dialog', { name: /You made the top 10/ });
}

/** Opens the leaderboard dialog with the page's Leaderboard button and returns it. */
export async function openLeaderboard(page: Page, gameTitle: RegExp) {
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const dialog = page.getByRole('dialog', { name: gameTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Observes the reaction test from outside the site's code: `window.__greenAt` is the `performance.now()` of the first
 * animation frame after the area turned green (null while it is not green), `window.__lastGreenAt` keeps the last one,
 * and `window.__pressAt` is the `timeStamp` of the first pointer or Space/Enter press while green. A spec can react a
 * known time after green was painted and compare the time shown with the true gap. The site runs unchanged.
 */
export async function observeGreenFrames(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __greenAt: number | null; __lastGreenAt: number | null; __pressAt: number | null };
    scope.__greenAt = null;
    scope.__lastGreenAt = null;
    scope.__pressAt = null;
    let seenGo = false;
    const isGo = () => document.querySelector<HTMLElement>('[data-testid="reaction-area"]')?.dataset.state === 'go';
    const check = () => {
      const go = isGo();
      if (go && !seenGo) {
        scope.__pressAt = null;
        requestAnimationFrame(() => {
          scope.__greenAt = performance.now();
          scope.__lastGreenAt = scope.__greenAt;
        });
      }
      if (!go) scope.__greenAt = null;
      seenGo = go;
    };
    const press = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== ' ' && event.key !== 'Enter') return;
      if (isGo() && scope.__pressAt === null) scope.__pressAt = event.timeStamp;
    };
    window.addEventListener('pointerdown', press, { capture: true });
    window.addEventListener('keydown', press, { capture: true });
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

/** The true reaction time of the last round: from the observed green frame to the press event's timestamp, in ms. */
export async function trueReactionMs(page: Page) {
  return page.evaluate(() => {
    const scope = window as unknown as { __lastGreenAt: number | null; __pressAt: number | null };
    if (scope.__lastGreenAt === null || scope.__pressAt === null) throw new Error('no green frame or press observed');
    return scope.__pressAt - scope.__lastGreenAt;
  });
}

/** Waits until green has been on screen for `ms` milliseconds (a simulated human reaction delay). */
export async function waitAfterGreen(page: Page, ms: number) {
  await page.waitForFunction(
    (delay) => {
      const at = (window as unknown as { __greenAt: number | null }).__greenAt;
      return at !== null && performance.now() - at >= delay;
    },
    ms,
    { polling: 'raf', timeout: 10_000 },
  );
}
