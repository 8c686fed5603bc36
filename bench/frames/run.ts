/**
 * Frame pacing of the apple board (issue 5): in headless Chromium with the Canvas 2D renderer (`?renderer=canvas`),
 * samples requestAnimationFrame intervals for 5 s while the mouse drags a selection box back and forth across the
 * board, and does the same over an empty Pixi stage of the same size and resolution (bench/frames/empty-stage.html,
 * built here into a temp folder, never shipped) in the same browser. Prints median and p95 of each and the p95 ratio.
 * Target: apple p95 ≤ 1.1 × empty-stage p95.
 *
 *   npm run build && npm run bench:frames          (serves dist/ with vite preview on a free port)
 *   BENCH_URL=http://127.0.0.1:54321 npm run bench:frames     (any running copy of the site)
 *   BENCH_DIST=path/to/dist BENCH_ROUNDS=3 BENCH_STRICT=1 …    (STRICT: exit 1 when the target is missed)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { chromiumLaunch } from '../../playwright.config';
import { findScoringRectangle } from '../../engines/apple/no-moves';
import { applesInBox, boxBetweenCells, clearCells, createSeededGrid } from '../../engines/apple/rules';

/** Sampling window per measurement, in milliseconds. */
const sampleMs = 5_000;
/** Measurements per scenario (alternating apple / empty stage); intervals are pooled. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
/** Target ratio of the apple board's p95 frame interval to the empty stage's. */
const targetRatio = 1.1;
/** Board seed (any: the drag crosses the whole board). */
const seed = 12345;

const here = dirname(fileURLToPath(import.meta.url));

/** Writes one line of the report. */
function print(line: string) {
  process.stdout.write(`${line}\n`);
}

/** Value at quantile q (0–1) of a list, nearest rank. */
function quantile(values: readonly number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** A served folder (vite preview on a free port). */
async function serve(outDir: string) {
  const server = await preview({ configFile: false, logLevel: 'silent', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error(`vite preview of ${outDir} has no URL`);
  return { url, close: () => server.close() };
}

/** The site: BENCH_URL, or dist/ served with vite preview. */
async function site() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), close: async () => undefined };
  const dist = resolve(process.env.BENCH_DIST ?? 'dist');
  if (!existsSync(`${dist}/index.html`)) throw new Error(`No build in ${dist}: run \`npm run build\` first (or set BENCH_URL / BENCH_DIST).`);
  return serve(dist);
}

/**
 * Samples rAF timestamps for `sampleMs` while `drive` moves the mouse; returns the frame intervals in milliseconds.
 * The sampler starts first; the drive runs until the sampler has finished.
 */
async function sampleWhile(page: Page, drive: (isDone: () => boolean) => Promise<void>) {
  // A string, not a function: tsx's name-keeping helpers do not exist inside the page.
  const sampling = page.evaluate<number[]>(`new Promise((done) => {
    const stamps = [];
    requestAnimationFrame(function frame(now) {
      stamps.push(now);
      if (now - stamps[0] < ${sampleMs}) requestAnimationFrame(frame);
      else done(stamps);
    });
  })`);
  let finished = false;
  void sampling.finally(() => {
    finished = true;
  });
  await drive(() => finished);
  const stamps = await sampling;
  return stamps.slice(1).map((stamp, i) => stamp - (stamps[i] ?? stamp));
}

/**
 * Presses the mouse near the top-left of `box` and sweeps it back and forth across the box until told to stop; runs
 * `beforeRelease` with the button still down. Returns the number of mouse moves sent.
 */
async function dragAcross(page: Page, box: { x: number; y: number; width: number; height: number }, isDone: () => boolean, beforeRelease?: () => Promise<void>) {
  const start = { x: box.x + box.width * 0.03, y: box.y + box.height * 0.04 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  let moves = 0;
  for (; !isDone(); moves += 1) {
    const phase = (moves % 120) / 120;
    const t = phase < 0.5 ? phase * 2 : 2 - phase * 2;
    await page.mouse.move(box.x + box.width * (0.05 + 0.9 * t), box.y + box.height * (0.05 + 0.9 * (0.5 + 0.5 * Math.sin(moves / 9))));
  }
  await beforeRelease?.();
  await page.mouse.up();
  return moves;
}

/** The boxes (cell rectangles) that clear a seed's board one by one until no move is left. */
function scoringBoxes(boardSeed: number) {
  let grid = createSeededGrid(boardSeed);
  const boxes: { firstColumn: number; lastColumn: number; firstRow: number; lastRow: number }[] = [];
  for (let rectangle = findScoringRectangle(grid); rectangle; rectangle = findScoringRectangle(grid)) {
    boxes.push(rectangle);
    grid = clearCells(grid, applesInBox(grid, boxBetweenCells({ column: rectangle.firstColumn, row: rectangle.firstRow }, { column: rectangle.lastColumn, row: rectangle.lastRow })));
  }
  return { boxes, columns: grid.columns, rows: grid.rows };
}

/**
 * Drags scoring boxes one after another (each clear starts the pop and "+N" effects) until told to stop, then sweeps
 * the board; returns the number of clears.
 */
async function clearAcross(page: Page, box: { x: number; y: number; width: number; height: number }, isDone: () => boolean, plan: ReturnType<typeof scoringBoxes>) {
  const cell = Math.min(box.width / plan.columns, box.height / plan.rows);
  const left = box.x + (box.width - cell * plan.columns) / 2;
  const top = box.y + (box.height - cell * plan.rows) / 2;
  let clears = 0;
  for (const rectangle of plan.boxes) {
    if (isDone()) break;
    await page.mouse.move(left + (rectangle.firstColumn + 0.15) * cell, top + (rectangle.firstRow + 0.2) * cell);
    await page.mouse.down();
    await page.mouse.move(left + (rectangle.lastColumn + 0.85) * cell, top + (rectangle.lastRow + 0.8) * cell, { steps: 6 });
    await page.mouse.up();
    clears += 1;
  }
  if (!isDone()) await dragAcross(page, box, isDone);
  return clears;
}

async function main() {
  const benchOut = mkdtempSync(join(tmpdir(), 'playground-frames-'));
  await build({
    root: here,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: benchOut, emptyOutDir: true, target: 'es2022', rollupOptions: { input: join(here, 'empty-stage.html') } },
  });
  const bench = await serve(benchOut);
  const app = await site();
  const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-US' });

    // The apple board: start a game, find the canvas size.
    await page.goto(`${app.url}/apple-game?renderer=canvas&seed=${seed}&lng=en`);
    await page.getByRole('button', { name: 'Start game' }).click();
    const board = page.locator('[data-testid="apple-board"][data-renderer]');
    await board.waitFor({ timeout: 30_000 });
    const renderer = await board.getAttribute('data-renderer');
    const appleCanvas = page.locator('[data-testid="apple-board"] canvas');
    const appleBox = await appleCanvas.boundingBox();
    if (!appleBox) throw new Error('apple canvas not found');
    const resolution = await page.evaluate(() => window.devicePixelRatio);

    const emptyUrl = `${bench.url}/empty-stage.html?w=${Math.round(appleBox.width)}&h=${Math.round(appleBox.height)}&resolution=${resolution}`;
    const emptyPage = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    await emptyPage.goto(emptyUrl);
    await emptyPage.waitForFunction(() => (window as unknown as { __stageReady?: string }).__stageReady !== undefined, undefined, { timeout: 30_000 });
    const emptyRenderer = await emptyPage.evaluate(() => (window as unknown as { __stageReady: string }).__stageReady);
    const emptyBox = await emptyPage.locator('canvas').boundingBox();
    if (!emptyBox) throw new Error('empty-stage canvas not found');

    const apple: number[] = [];
    const empty: number[] = [];
    const liveSums: string[] = [];
    let appleMoves = 0;
    let emptyMoves = 0;
    for (let round = 0; round < rounds; round += 1) {
      await page.bringToFront();
      await page.getByRole('application', { name: /Apple board/ }).scrollIntoViewIfNeeded();
      const liveBox = (await appleCanvas.boundingBox()) ?? appleBox;
      const readSum = async () => {
        liveSums.push((await page.getByTestId('apple-sum').textContent()) ?? '?');
      };
      apple.push(
        ...(await sampleWhile(page, async (isDone) => {
          appleMoves += await dragAcross(page, liveBox, isDone, readSum);
        })),
      );
      await emptyPage.bringToFront();
      empty.push(
        ...(await sampleWhile(emptyPage, async (isDone) => {
          emptyMoves += await dragAcross(emptyPage, emptyBox, isDone);
        })),
      );
    }

    // The same board again, now clearing box after box while sampling: every clear runs the pop and float-up effects.
    const effects: number[] = [];
    let clears = 0;
    for (let round = 0; round < rounds; round += 1) {
      await page.bringToFront();
      await page.goto(`${app.url}/apple-game?renderer=canvas&seed=${seed}&lng=en`);
      await page.getByRole('button', { name: 'Start game' }).click();
      await board.waitFor({ timeout: 30_000 });
      const liveBox = (await appleCanvas.boundingBox()) ?? appleBox;
      effects.push(...(await sampleWhile(page, async (isDone) => {
        clears += await clearAcross(page, liveBox, isDone, scoringBoxes(seed));
      })));
    }

    const row = (name: string, intervals: number[]) =>
      `${name.padEnd(28)}${String(intervals.length).padStart(8)}${quantile(intervals, 0.5).toFixed(2).padStart(10)}${quantile(intervals, 0.95).toFixed(2).padStart(10)}${Math.max(...intervals).toFixed(2).padStart(10)}`;
    print(`Frame intervals while dragging, ${rounds} × ${sampleMs / 1000} s per scenario, ${Math.round(appleBox.width)}×${Math.round(appleBox.height)} CSS px @${resolution}x`);
    print(`renderers: apple board = ${renderer}, empty stage = ${emptyRenderer}`);
    const perSecond = (moves: number) => (moves / ((rounds * sampleMs) / 1000)).toFixed(0);
    print(`mouse moves/s: apple ${perSecond(appleMoves)}, empty ${perSecond(emptyMoves)}; live selected sum before each release: ${liveSums.join(', ')}`);
    print('');
    print(`${'scenario'.padEnd(28)}${'frames'.padStart(8)}${'median'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}   (ms)`);
    print(row('apple board (drag)', apple));
    print(row('apple board (clears+effects)', effects));
    print(row('empty Pixi stage (drag)', empty));
    const ratio = quantile(apple, 0.95) / quantile(empty, 0.95);
    const effectsRatio = quantile(effects, 0.95) / quantile(empty, 0.95);
    const met = ratio <= targetRatio && effectsRatio <= targetRatio;
    print('');
    print(`clears while sampling (each with pops and "+N"): ${clears}`);
    print(`p95 ratio apple / empty = ${ratio.toFixed(3)}, with clears and effects = ${effectsRatio.toFixed(3)} (target ≤ ${targetRatio}) → ${met ? 'met' : 'MISSED'}`);
    if (!met && process.env.BENCH_STRICT) process.exitCode = 1;
  } finally {
    await browser.close();
    await bench.close();
    await app.close();
    rmSync(benchOut, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
