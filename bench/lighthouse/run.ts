/**
 * Lighthouse per route against a floor built in the same run (issue 14).
 *
 *   npm run bench:lighthouse                         every route, median of 3 runs
 *   npm run bench:lighthouse -- --runs=1 --routes=/,/games
 *   npm run bench:lighthouse -- --site-dist=/tmp/dist-14   measure an existing build instead of building one
 *
 * It builds the site (`vite build`) and the floor (bench/lighthouse/floor: a bare React 19 + React Router 7 page) into a
 * temp folder, serves each with the real stand-in (scripts/e2e-server.ts: the `npm start` server on a free port with a
 * temp DATA_DIR), and runs Lighthouse 12's mobile preset in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
 * on the floor and on every route, round after round, so a busy machine weighs on all of them alike. It prints, per
 * route, the median of the runs: the JavaScript the page loaded (gzip level 9 of the served files, the Pixi chunk
 * shown apart), its ratio to the floor's, the performance score, LCP, TBT, CLS and the other three category scores,
 * and which of the issue's targets the route misses. The figures are also written to bench/results/.
 * Timings depend on the machine: they stay here, never in a test (bench/bundle guards the deterministic sizes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appBudget, pageBudget, siteRoutes, type RouteClass } from '../routes';

/** The Chromium flags of these machines (headless, no sandbox as root, no GPU, no background traffic). */
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Issue 14's targets for every route. */
const targets = { performance: 0.95, otherCategories: 0.95, lcpTimesFloor: 1.5, cls: 0.02 };

const repoRoot = resolve(import.meta.dirname, '../..');

/** Command-line options. */
interface Options {
  runs: number;
  routes: string[];
  siteDist: string | undefined;
}

/** Reads `--runs=N`, `--routes=/a,/b` and `--site-dist=path`. */
function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(value('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${value('runs')}`);
  const known = new Set(siteRoutes.map((route) => route.path));
  const routes = value('routes')?.split(',').map((path) => path.trim()).filter(Boolean) ?? [...known];
  for (const path of routes) if (!known.has(path)) throw new Error(`Unknown route ${path}; known: ${[...known].join(' ')}`);
  return { runs, routes, siteDist: value('site-dist') };
}

/** Writes one line of the report. */
function print(line = '') {
  process.stdout.write(`${line}\n`);
}

/** Runs a command to completion, with its output shown; rejects on a non-zero exit. */
function runCommand(command: string, args: readonly string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** A running stand-in serving one built folder. */
interface SiteServer {
  origin: string;
  dist: string;
  process: ChildProcess;
}

/** Starts the `npm start` server (the stand-in with a temp data folder) on a free port for `dist`; resolves once it answers. */
async function serve(dist: string): Promise<SiteServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), E2E_DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, fail) => child.on('exit', (code) => fail(new Error(`The server for ${dist} exited with ${code}`))));
  const deadline = Date.now() + 300_000;
  const answers = async (): Promise<void> => {
    for (;;) {
      try {
        const response = await fetch(`${origin}/`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`The server for ${dist} did not answer within 300 s`);
      await new Promise((wake) => setTimeout(wake, 250));
    }
  };
  await Promise.race([answers(), exited]);
  return { origin, dist, process: child };
}

/** Stops a server and waits for it to exit. */
function stop(server: SiteServer): Promise<void> {
  if (server.process.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.process.once('exit', () => done());
    server.process.kill('SIGTERM');
  });
}

/** What one Lighthouse run gives for one page. */
interface Sample {
  jsGzip: number;
  pixiGzip: number;
  scripts: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const gzipCache = new Map<string, number>();
/** Gzip (level 9) size of one served file, read from the build folder. */
function gzipOf(path: string): number {
  const cached = gzipCache.get(path);
  if (cached !== undefined) return cached;
  const size = existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0;
  gzipCache.set(path, size);
  return size;
}

/** One network request as Lighthouse's network-requests audit lists it. */
interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** Runs Lighthouse (mobile preset) once on `url` and reads the figures. */
async function measure(chrome: LaunchedChrome, server: SiteServer, path: string): Promise<Sample> {
  const result = await lighthouse(`${server.origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const items = (details && details.type === 'table' ? details.items : []) as unknown as NetworkItem[];
  let jsGzip = 0;
  let pixiGzip = 0;
  let scripts = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url.startsWith(server.origin)) continue;
    const pathname = new URL(item.url).pathname;
    const size = gzipOf(join(server.dist, pathname));
    jsGzip += size;
    scripts += 1;
    if (/\/pixi-[^/]*\.js$/.test(pathname)) pixiGzip += size;
  }
  return {
    jsGzip,
    pixiGzip,
    scripts,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** The median of some numbers (the mean of the middle two for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Per-field medians of a page's samples. */
function medianSample(samples: readonly Sample[]): Sample {
  const field = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    jsGzip: field('jsGzip'),
    pixiGzip: field('pixiGzip'),
    scripts: field('scripts'),
    performance: field('performance'),
    accessibility: field('accessibility'),
    bestPractices: field('bestPractices'),
    seo: field('seo'),
    lcp: field('lcp'),
    tbt: field('tbt'),
    cls: field('cls'),
  };
}

/** The issue's targets this route misses (empty when it meets them all). */
function misses(sample: Sample, kind: RouteClass, floor: Sample): string[] {
  const missed: string[] = [];
  const budget = kind === 'page' ? pageBudget : appBudget;
  const ratio = (sample.jsGzip - sample.pixiGzip) / floor.jsGzip;
  if (ratio > budget) missed.push(`JS ${ratio.toFixed(2)}×>${budget}×`);
  if (sample.performance < targets.performance) missed.push(`perf<${targets.performance}`);
  if (sample.lcp > floor.lcp * targets.lcpTimesFloor) missed.push(`LCP>${targets.lcpTimesFloor}×floor`);
  if (sample.cls > targets.cls) missed.push(`CLS>${targets.cls}`);
  if (sample.accessibility < targets.otherCategories) missed.push('a11y');
  if (sample.bestPractices < targets.otherCategories) missed.push('best-practices');
  if (sample.seo < targets.otherCategories) missed.push('SEO');
  return missed;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const score = (value: number) => value.toFixed(2);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const work = mkdtempSync(join(tmpdir(), 'playground-lighthouse-'));
  const servers: SiteServer[] = [];
  let chrome: LaunchedChrome | undefined;
  try {
    const floorDist = join(work, 'floor');
    const vite = join(repoRoot, 'node_modules/.bin/vite');
    print('Building the floor (bench/lighthouse/floor)…');
    await runCommand(vite, ['build', '--config', 'bench/lighthouse/floor/vite.config.ts', '--outDir', floorDist, '--emptyOutDir']);
    let siteDist = options.siteDist === undefined ? undefined : resolve(options.siteDist);
    if (siteDist === undefined) {
      siteDist = join(work, 'site');
      print('Building the site…');
      await runCommand(vite, ['build', '--logLevel', 'warn', '--outDir', siteDist, '--emptyOutDir']);
    }
    const floorServer = await serve(floorDist);
    servers.push(floorServer);
    const siteServer = await serve(siteDist);
    servers.push(siteServer);
    chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });

    const pages = [{ label: 'floor', path: '/', server: floorServer, kind: 'page' as RouteClass }];
    for (const path of options.routes) {
      const route = siteRoutes.find((candidate) => candidate.path === path);
      // The canvas routes open with Pixi's canvas renderer, as the frame bench and the e2e tests do: headless Chromium's
      // WebGL is software, so a WebGL board here measured the emulator (memory game: 138 s of blocking time), not a phone.
      if (route) pages.push({ label: path, path: route.canvas ? `${path}?renderer=canvas` : path, server: siteServer, kind: route.kind });
    }
    const samples = new Map<string, Sample[]>(pages.map((page) => [page.label, []]));
    const load = loadavg()[0] ?? 0;
    for (let run = 1; run <= options.runs; run += 1) {
      for (const page of pages) {
        process.stderr.write(`run ${run}/${options.runs} ${page.label}… `);
        const sample = await measure(chrome, page.server, page.path);
        process.stderr.write(`perf ${score(sample.performance)} LCP ${seconds(sample.lcp)}\n`);
        samples.get(page.label)?.push(sample);
      }
    }

    const floor = medianSample(samples.get('floor') ?? []);
    print();
    print(`Lighthouse ${options.runs === 1 ? '(1 run)' : `(median of ${options.runs} runs)`}, mobile preset, Chromium at ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}; 1-minute load average at start ${load.toFixed(2)}`);
    print(`JS = gzip level 9 of the scripts the page loaded (Pixi shown apart and left out of the ratio); targets: perf ≥ ${targets.performance}, LCP ≤ ${targets.lcpTimesFloor}× floor, CLS ≤ ${targets.cls}, JS ≤ ${pageBudget}× (pages) / ${appBudget}× (games, tools)`);
    print();
    const header = ['route', 'JS gzip', 'Pixi', '× floor', 'perf', 'LCP', 'TBT', 'CLS', 'a11y', 'BP', 'SEO', 'misses'];
    const widths = [22, 10, 9, 8, 6, 8, 8, 7, 6, 6, 6, 0];
    const row = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[index] as number))).join(' ');
    print(row(header));
    const report: Record<string, Sample & { ratio: number; misses: string[] }> = {};
    for (const page of pages) {
      const sample = medianSample(samples.get(page.label) ?? []);
      const ratio = (sample.jsGzip - sample.pixiGzip) / floor.jsGzip;
      const missed = page.label === 'floor' ? [] : misses(sample, page.kind, floor);
      report[page.label] = { ...sample, ratio, misses: missed };
      print(
        row([
          page.label,
          kb(sample.jsGzip),
          sample.pixiGzip > 0 ? kb(sample.pixiGzip) : '–',
          `${ratio.toFixed(2)}`,
          score(sample.performance),
          seconds(sample.lcp),
          `${Math.round(sample.tbt)} ms`,
          sample.cls.toFixed(3),
          score(sample.accessibility),
          score(sample.bestPractices),
          score(sample.seo),
          missed.length === 0 ? (page.label === 'floor' ? '' : 'ok') : ` ${missed.join(', ')}`,
        ]),
      );
    }
    const resultsDir = join(repoRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify({ runs: options.runs, loadAverageAtStart: load, routes: report, samples: Object.fromEntries(samples) }, null, 2)}\n`);
    print();
    print(`Saved ${file}`);
  } finally {
    chrome?.kill();
    await Promise.all(servers.map(stop));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
