/**
 * Memory match on the built site with `?renderer=canvas&seed=N`: the deck of seed N is recomputed here with the same
 * pure rules (engines/memory/rules.ts), so the specs know where each pair lies. No test-only code runs in the site.
 */
import type { Page, TestInfo } from '@playwright/test';
import { createSeededDeck } from '../../engines/memory/rules';
import { expect, expectAccessible, test } from './fixtures';

const seed = 21;
const deck = createSeededDeck(seed);

/** The deck's pairs as [first index, second index], in deck order of their first card. */
const pairs: Array<[number, number]> = [];
for (const card of deck) {
  const other = deck.findIndex((candidate) => candidate.id > card.id && candidate.emoji === card.emoji);
  if (other >= 0) pairs.push([card.id, other]);
}

/** Attaches a screenshot of the page to the test report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

async function openGame(page: Page) {
  await page.goto(`/memory-game?renderer=canvas&seed=${seed}&lng=en`);
  const board = page.getByRole('application', { name: /Memory cards/ });
  await expect(board).toHaveAttribute('data-renderer', 'canvas');
  await expect(page.getByTestId('memory-moves')).toHaveText('0');
  await expect(page.getByTestId('memory-matches')).toHaveText('0 / 8');
  return board;
}

/** Page coordinates of the centre of card `index` (the 4 × 4 grid is centred in the canvas). */
async function cardCentre(page: Page, index: number) {
  const canvas = page.getByTestId('memory-board').locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const cell = Math.min(box.width / 4, box.height / 4);
  const left = box.x + (box.width - cell * 4) / 2;
  const top = box.y + (box.height - cell * 4) / 2;
  return { x: left + ((index % 4) + 0.5) * cell, y: top + (Math.floor(index / 4) + 0.5) * cell };
}

async function clickCard(page: Page, index: number) {
  const { x, y } = await cardCentre(page, index);
  await page.mouse.click(x, y);
}

test.describe('memory match', () => {
  // A whole game is 17+ flips with 0.5–1 s holds and three axe runs: allow for a loaded machine.
  test.slow();

  test('played to a win by clicks: a mismatch flips back, a third flip is blocked, pairs stay; win card with moves and time', async ({ page }, testInfo) => {
    await page.clock.install();
    await openGame(page);
    await expectAccessible(page, 'memory start');
    const announcer = page.getByTestId('memory-announcer');

    // A mismatch: two cards of different pairs, and a third card clicked while both are open stays down.
    const [a] = pairs[0] ?? [0, 0];
    const [b] = pairs[1] ?? [0, 0];
    const [c] = pairs[2] ?? [0, 0];
    await clickCard(page, a);
    await expect(announcer).toHaveText(`Card ${a + 1}: ${deck[a]?.emoji}.`);
    // Hold the page clock while both cards are open, so a slow machine cannot let the 1 s flip-back pass first.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await clickCard(page, b);
    await expect(page.getByTestId('memory-moves')).toHaveText('1');
    await clickCard(page, c);
    // Discrete pointer events commit synchronously: a third flip would already be announced.
    expect(await announcer.textContent()).not.toContain(`Card ${c + 1}:`);
    await attachScreenshot(page, testInfo, 'memory-two-open');
    await page.clock.resume();
    await expect(announcer).toHaveText('Not a pair. The cards turn back.');
    await expect(page.getByTestId('memory-moves')).toHaveText('1');
    await expect(page.getByTestId('memory-matches')).toHaveText('0 / 8');

    for (const [index, [first, second]] of pairs.entries()) {
      await clickCard(page, first);
      await clickCard(page, second);
      await expect(page.getByTestId('memory-matches')).toHaveText(`${index + 1} / 8`);
    }
    const win = page.getByTestId('memory-win');
    await expect(win).toBeVisible();
    await expect(page.getByTestId('memory-win-moves')).toHaveText('9');
    await expect(page.getByTestId('memory-win-time')).toHaveText(/^\d+ s$/);
    await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
    await expectAccessible(page, 'memory win');
    await attachScreenshot(page, testInfo, 'memory-won');

    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(win).toBeHidden();
    await expect(page.getByTestId('memory-moves')).toHaveText('0');
    await expect(page.getByTestId('memory-matches')).toHaveText('0 / 8');
  });

  test('played to a win by keyboard: arrow keys choose a card, Enter and Space flip it, with announcements', async ({ page }, testInfo) => {
    const board = await openGame(page);
    await board.focus();
    let at = 0;
    const goTo = async (index: number) => {
      const [dx, dy] = [(index % 4) - (at % 4), Math.floor(index / 4) - Math.floor(at / 4)];
      for (let i = 0; i < Math.abs(dx); i += 1) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(dy); i += 1) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
      at = index;
    };
    const announcer = page.getByTestId('memory-announcer');
    for (const [index, [first, second]] of pairs.entries()) {
      await goTo(first);
      if (first !== 0 || index > 0) await expect(announcer).toHaveText(`Card ${first + 1}, face down.`);
      await page.keyboard.press('Enter');
      await expect(announcer).toHaveText(`Card ${first + 1}: ${deck[first]?.emoji}.`);
      await goTo(second);
      await page.keyboard.press(' ');
      // The last pair's announcement is the win itself.
      if (index < pairs.length - 1) await expect(announcer).toHaveText(`It's a pair! ${index + 1} of 8 found.`);
      if (index === 0) {
        await expectAccessible(page, 'memory first pair');
        await attachScreenshot(page, testInfo, 'memory-keyboard-first-pair');
      }
    }
    await expect(page.getByTestId('memory-win')).toBeVisible();
    await expect(page.getByTestId('memory-win-moves')).toHaveText('8');
    await expect(announcer).toContainText('You found all pairs in 8 moves');
  });
});

test.describe('memory match in the dark theme', () => {
  test.use({ colorScheme: 'dark' });
  test.slow();

  test('the board and an open pair pass axe in dark mode', async ({ page }, testInfo) => {
    await openGame(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    const [first, second] = pairs[0] ?? [0, 1];
    await clickCard(page, first);
    await clickCard(page, second);
    await expect(page.getByTestId('memory-matches')).toHaveText('1 / 8');
    await expectAccessible(page, 'memory (dark)');
    await attachScreenshot(page, testInfo, 'memory-dark');
  });
});

test.describe('memory match on a touch tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
  test.slow();

  test('tapping the two cards of a pair matches them', async ({ page }) => {
    await openGame(page);
    const [first, second] = pairs[0] ?? [0, 1];
    for (const index of [first, second]) {
      const { x, y } = await cardCentre(page, index);
      await page.touchscreen.tap(x, y);
    }
    await expect(page.getByTestId('memory-moves')).toHaveText('1');
    await expect(page.getByTestId('memory-matches')).toHaveText('1 / 8');
  });
});
