/**
 * Bundle sizes per route (issue 5): reads the Vite manifest of a build and prints, for Home, the games list and each
 * canvas route, the gzip size of the JavaScript and CSS a first visit loads statically (the entry and its imports, plus
 * the route's lazy screen chunk and its imports). Pixi bytes = the `pixi` chunk; they must be 0 on non-canvas routes.
 *
 *   npm run build && npm run bench:bundle          (reads dist/)
 *   BENCH_DIST=path/to/dist npm run bench:bundle
 *
 * Locale JSON (one small chunk per namespace, fetched at run time) and images are not counted. Exits 1 when Pixi is
 * on a non-canvas route or missing from a canvas route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One manifest entry (the fields this bench reads). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The routes measured: name, manifest key of the screen module, and whether it is a canvas route. */
const routes = [
  { route: '/', screen: 'src/features/home/home-page.tsx', canvas: false },
  { route: '/games', screen: 'src/features/games/games-page.tsx', canvas: false },
  { route: '/ai-story', screen: 'src/features/story/story-page.tsx', canvas: false },
  { route: '/ai-quiz', screen: 'src/features/quiz/quiz-page.tsx', canvas: false },
  { route: '/ai-persona-chat', screen: 'src/features/persona-chat/persona-chat-page.tsx', canvas: false },
  { route: '/ai-fortune-teller', screen: 'src/features/fortune/fortune-page.tsx', canvas: false },
  { route: '/ai-adventure', screen: 'src/features/adventure/adventure-page.tsx', canvas: false },
  { route: '/ai-personality-test', screen: 'src/features/personality/personality-page.tsx', canvas: false },
  { route: '/ai-stylist', screen: 'src/features/stylist/stylist-page.tsx', canvas: false },
  { route: '/ai-summarizer', screen: 'src/features/summarizer/summarizer-page.tsx', canvas: false },
  { route: '/ai-lyrics-generator', screen: 'src/features/lyrics/lyrics-page.tsx', canvas: false },
  { route: '/ai-tarot', screen: 'src/features/tarot/tarot-page.tsx', canvas: false },
  { route: '/apple-game', screen: 'src/features/apple-game/apple-game-page.tsx', canvas: true },
  { route: '/memory-game', screen: 'src/features/memory-game/memory-game-page.tsx', canvas: true },
  { route: '/click-race', screen: 'src/features/click-race/click-race-page.tsx', canvas: true },
] as const;

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
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** Manifest keys of a chunk and everything it imports statically. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no entry ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
/** Raw and gzip sizes of one built file, in bytes. */
function sizeOf(file: string) {
  const cached = gzipCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(`${dist}/${file}`);
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  gzipCache.set(file, size);
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const isPixi = (file: string) => /(^|\/)pixi-[^/]*\.js$/.test(file);

print(`Bundle per route (gzip level 9, first visit, static imports) — ${dist}`);
print('');
print(`${'route'.padEnd(14)}${'JS gzip'.padStart(11)}${'CSS gzip'.padStart(11)}${'total gzip'.padStart(12)}${'total raw'.padStart(12)}${'Pixi gzip'.padStart(12)}  files`);
let failed = false;
const entryFiles = staticClosure('index.html');
for (const { route, screen, canvas } of routes) {
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
  print(`${route.padEnd(14)}${kb(js).padStart(11)}${kb(css).padStart(11)}${kb(js + css).padStart(12)}${kb(raw).padStart(12)}${kb(pixi).padStart(12)}  ${files.size}`);
  if (!canvas && pixi > 0) {
    console.error(`FAIL ${route}: ${kb(pixi)} of Pixi on a non-canvas route`);
    failed = true;
  }
  if (canvas && pixi === 0) {
    console.error(`FAIL ${route}: no pixi chunk on a canvas route (did the chunk name change?)`);
    failed = true;
  }
}
print('');
print(failed ? 'Pixi placement: FAILED' : 'Pixi placement: OK (0 bytes on non-canvas routes, one pixi chunk on the canvas routes)');
process.exit(failed ? 1 : 0);
