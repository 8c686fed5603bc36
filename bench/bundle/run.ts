/**
 * The bundle guard (issues 5 and 14): reads the Vite manifest of a build and prints, for every route of the site, the
 * gzip size of the JavaScript and CSS a first visit loads statically (the entry and its imports, plus the route's lazy
 * screen chunk and its imports), and the JavaScript's ratio to the floor's. Pixi bytes = the `pixi` chunk.
 *
 *   npm run build && npm run bench:bundle          (reads dist/)
 *   BENCH_DIST=path/to/dist npm run bench:bundle
 *
 * The floor (bench/lighthouse/floor: a bare React 19 + React Router 7 page) is built here, in the same run, with the
 * installed React and router: it takes about a second, and a committed figure would go stale with every upgrade.
 * Locale JSON (one small chunk per namespace, fetched at run time) and images are not counted. Exits 1 when Pixi is on
 * a non-canvas route or missing from a canvas route, or when a route's JavaScript (Pixi left out) is over its ceiling
 * (bench/routes.ts: each route's own ceiling, its ratio when last measured plus a small margin). The budgets themselves (home
 * and the information pages ≤ 1.35× the floor, game and tool routes ≤ 1.6×) are the target: a miss is reported, and
 * fails only with `-- --strict`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { appBudget, appCeiling, pageBudget, pageCeiling, siteRoutes } from '../routes';

/** One manifest entry (the fields this bench reads). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Writes one line of the report. */
function print(line: string) {
  process.stdout.write(`${line}\n`);
}

const dist = resolve(process.env.BENCH_DIST ?? 'dist');
const manifestPath = `${dist}/.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: run \`npm run build\` first (vite.config.ts sets build.manifest).`);
  process.exit(1);
}

/** A Vite manifest (the fields this bench reads). */
type Manifest = Record<string, ManifestChunk>;

/** Reads a build's manifest. */
function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(`${folder}/.vite/manifest.json`, 'utf8')) as Manifest;
}

const manifest = readManifest(dist);

/** Manifest keys of a chunk and everything it imports statically. */
function staticClosure(key: string, seen = new Set<string>(), from: Manifest = manifest): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = from[key];
  if (!chunk) throw new Error(`Manifest has no entry ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen, from);
  return seen;
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
/** Raw and gzip sizes of one built file, in bytes. */
function sizeOf(file: string, folder = dist) {
  const path = `${folder}/${file}`;
  const cached = gzipCache.get(path);
  if (cached) return cached;
  const bytes = readFileSync(path);
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  gzipCache.set(path, size);
  return size;
}

/** Builds the floor into a temp folder and returns the gzip size of the JavaScript its page loads. */
async function floorJsGzip(): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), 'playground-floor-'));
  try {
    await build({ configFile: resolve(import.meta.dirname, '../lighthouse/floor/vite.config.ts'), logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
    const floorManifest = readManifest(out);
    let js = 0;
    for (const key of staticClosure('index.html', new Set(), floorManifest)) js += sizeOf((floorManifest[key] as ManifestChunk).file, out).gzip;
    return js;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const isPixi = (file: string) => /(^|\/)pixi-[^/]*\.js$/.test(file);

const floor = await floorJsGzip();
print(`Bundle per route (gzip level 9, first visit, static imports) — ${dist}`);
print(`Floor (bare React 19 + React Router 7, built in this run): ${kb(floor)} of JS. Budgets: ${pageBudget}× (home, information pages), ${appBudget}× (games, tools; Pixi left out)`);
print('');
print(`${'route'.padEnd(22)}${'JS gzip'.padStart(11)}${'CSS gzip'.padStart(11)}${'total gzip'.padStart(12)}${'total raw'.padStart(12)}${'Pixi gzip'.padStart(12)}${'× floor'.padStart(9)}${'budget'.padStart(8)}  files`);
let pixiFailed = false;
const overBudget: string[] = [];
const overCeiling: string[] = [];
/**
 * What every first visit loads before the screen: the entry and everything it imports statically, plus the stages it
 * starts with dynamic imports (src/main.tsx: React, the libraries, the shell), which the prerendered pages preload.
 */
function entryClosure(): Set<string> {
  const keys = staticClosure('index.html');
  for (const stage of (manifest['index.html'] as ManifestChunk).dynamicImports ?? []) staticClosure(stage, keys);
  return keys;
}
const entryFiles = entryClosure();
for (const { path: route, screen, canvas, kind, ceiling } of siteRoutes) {
  const keys = staticClosure(screen, new Set(entryFiles));
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key] as ManifestChunk;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  let raw = 0;
  let pixi = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    if (file.endsWith('.css')) css += size.gzip;
    else js += size.gzip;
    if (isPixi(file)) pixi += size.gzip;
  }
  const ratio = (js - pixi) / floor;
  const budget = kind === 'page' ? pageBudget : appBudget;
  print(`${route.padEnd(22)}${kb(js).padStart(11)}${kb(css).padStart(11)}${kb(js + css).padStart(12)}${kb(raw).padStart(12)}${kb(pixi).padStart(12)}${ratio.toFixed(2).padStart(9)}${`${budget}`.padStart(8)}  ${files.size}`);
  if (!canvas && pixi > 0) {
    console.error(`FAIL ${route}: ${kb(pixi)} of Pixi on a non-canvas route`);
    pixiFailed = true;
  }
  if (canvas && pixi === 0) {
    console.error(`FAIL ${route}: no pixi chunk on a canvas route (did the chunk name change?)`);
    pixiFailed = true;
  }
  if (ratio > budget) overBudget.push(`${route} ${ratio.toFixed(2)}× > ${budget}× (${kb(js - pixi - floor * budget)} over)`);
  if (ratio > ceiling) overCeiling.push(`${route} ${ratio.toFixed(2)}× > ceiling ${ceiling}×`);
}
print('');
print(pixiFailed ? 'Pixi placement: FAILED' : 'Pixi placement: OK (0 bytes on non-canvas routes, one pixi chunk on the canvas routes)');
const strict = process.argv.includes('--strict');
if (overBudget.length > 0) {
  print(`JS budgets (target): missed on ${overBudget.length} of ${siteRoutes.length} routes${strict ? '' : ' (reported; --strict fails on them)'}`);
  for (const line of overBudget) console.error(`${strict ? 'FAIL' : 'MISS'} ${line}`);
} else {
  print(`JS budgets: OK on all ${siteRoutes.length} routes`);
}
if (overCeiling.length > 0) {
  print(`JS ceilings: FAILED on ${overCeiling.length} of ${siteRoutes.length} routes`);
  for (const line of overCeiling) console.error(`FAIL ${line}`);
} else {
  print(`JS ceilings: OK on all ${siteRoutes.length} routes (each route's own, bench/routes.ts; highest: page ${pageCeiling}×, app ${appCeiling}×)`);
}
process.exit(pixiFailed || overCeiling.length > 0 || (strict && overBudget.length > 0) ? 1 : 0);
