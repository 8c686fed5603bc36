/**
 * Build step (issue 14): after `vite build` has written the site, prerenders every route's page in English
 * (src/prerender/render-page.tsx, built for Node in a private folder and run once) and writes one HTML file per route:
 * dist/index.html for home, dist/<route>/index.html for the others. Each file is the built index.html with the page's
 * head tags, its markup inside #root, the English text it shows (inlined as JSON, so English visitors need no locale
 * fetch before hydrating) and `<html data-prerendered="<path>">`, which the head script and src/main.tsx read.
 * It runs before the PWA plugin's closeBundle, so the service worker precaches the prerendered files.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { siteRoutes } from '../bench/routes.ts';
import { queryScreenPaths } from '../src/lib/query-screens.ts';

/** One prerendered page, as src/prerender/render-page.tsx returns it. */
export interface PrerenderedPage {
  path: string;
  /** The markup inside `<div id="root">`. */
  body: string;
  /** The head tags React hoisted out of the tree. */
  head: string;
  /** The English namespaces the page rendered with. */
  text: Record<string, object>;
}

/** The attributes naming the page's path and its head tags, and the id of its inlined text (src/prerender/prerender-marks.ts). */
export interface PageMarks {
  pathAttribute: string;
  hiddenAttribute: string;
  headAttribute: string;
  textId: string;
}

/** The prerender module's exports, once built (src/prerender/render-page.tsx). */
interface RenderModule {
  pageMarks: PageMarks;
  prerenderPaths(): string[];
  renderPage(path: string): Promise<PrerenderedPage>;
}

/** JSON safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Head tags that only the browser can fill in (the page's own address for link previews: an empty og:url, a card image
 * without origin) are left out of the prerendered head; the browser adds them when it renders the page.
 */
function withoutAddressTags(head: string): string {
  return head.replace(/<meta property="(?:og:url|og:image)" content="(?:|\/[^"]*)"\/?>|<meta name="twitter:image" content="\/[^"]*"\/?>/g, '');
}

/** A fallback for the boot below: the code starts by then even if no frame was painted (a tab opened in the background). */
export const bootFallbackMs = 2000;

/**
 * The page's own code starts once the prerendered page's first contentful paint has been presented (and its lead
 * image, `fetchpriority="high"`, has loaded and painted), not alongside the HTML: the stylesheet and the LCP image
 * get the bandwidth first, and the first paint never waits behind the scripts that only hydrate it. The entry `<script type="module">` and its `modulepreload` links
 * become one inline script that adds them then (or after `bootFallbackMs`, whichever comes first).
 */
export function withBootAfterFirstPaint(html: string, hiddenAttribute: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const withoutTags = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length === 0) return html;
  if (entries.length > 1) throw new Error(`expected one entry module script in index.html, found ${entries.length}`);
  const boot = [
    '(function(){',
    `var entry=${JSON.stringify(entries[0])},preloads=${JSON.stringify(preloads)},started=false;`,
    'function add(tag,props){var el=document.createElement(tag);el.crossOrigin="anonymous";for(var k in props)el[k]=props[k];document.head.appendChild(el);}',
    'function boot(){if(started)return;started=true;preloads.forEach(function(href){add("link",{rel:"modulepreload",href:href});});add("script",{type:"module",src:entry});}',
    // A page the head script hid (another language or path) paints nothing until its code renders it: start at once.
    `if(document.documentElement.hasAttribute(${JSON.stringify(hiddenAttribute)})){boot();return;}`,
    // Two frames after the lead image has loaded: its paint has been presented.
    'function afterFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(boot,0);});});}',
    'function afterLead(){var lead=document.querySelector(\'#root img[fetchpriority="high"]\');if(lead&&!lead.complete){lead.addEventListener("load",afterFrames);lead.addEventListener("error",afterFrames);}else setTimeout(boot,0);}',
    // Once the first contentful paint has been presented (where the browser reports it), else after two frames.
    'try{new PerformanceObserver(function(list,seen){if(list.getEntriesByName("first-contentful-paint").length){seen.disconnect();afterLead();}}).observe({type:"paint",buffered:true});}catch(e){afterFrames();}',
    `setTimeout(boot,${bootFallbackMs});`,
    '})();',
  ].join('');
  return withoutTags.replace('</body>', () => `<script>${boot}</script></body>`);
}

/** A Vite manifest chunk (the fields read here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** A Vite build manifest: source or chunk key → chunk. */
export type BuildManifest = Record<string, ManifestChunk>;

/** The files of a manifest chunk and of everything it imports statically, dependencies first. */
function staticFiles(manifest: BuildManifest, key: string, seen: Set<string>, files: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no entry ${key}`);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, seen, files);
  files.push(chunk.file);
}

/** `modulepreload` links for `files` before `</head>`, leaving out those the page already preloads. */
function withModulePreloads(html: string, files: readonly string[], base: string): string {
  const links = files
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  if (links.length === 0) return html;
  return html.replace('</head>', () => `${links.join('')}</head>`);
}

/**
 * The chunks the entry starts in stages (src/main.tsx imports React, the libraries and the shell dynamically, one task
 * each), as `modulepreload` links after the entry's own: they download together with the entry instead of one after
 * the other. Files the template already preloads are not repeated.
 */
export function withStagePreloads(html: string, manifest: BuildManifest, base = '/'): string {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The build manifest has no index.html entry');
  // The entry's own static imports are marked seen first, so the stages list only what the entry does not load itself.
  const seen = new Set<string>();
  staticFiles(manifest, 'index.html', seen, []);
  const stageFiles: string[] = [];
  for (const stage of entry.dynamicImports ?? []) staticFiles(manifest, stage, seen, stageFiles);
  return withModulePreloads(html, stageFiles, base);
}

/**
 * The chunks of one route's screen (the given modules, such as the screen and the query cache it loads beside it, and
 * everything they import statically), as `modulepreload` links: they download with the start stages, instead of only
 * once the router, after the shell has been evaluated, asks for the screen. Files the page already preloads are not
 * repeated.
 */
export function withScreenPreloads(html: string, manifest: BuildManifest, screenKeys: readonly string[], base = '/'): string {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const key of screenKeys) staticFiles(manifest, key, seen, files);
  return withModulePreloads(html, files, base);
}

/** The built index.html with one prerendered page in it. */
export function pageHtml(template: string, page: PrerenderedPage, marks: PageMarks): string {
  // Marked, so a visit that renders the page itself (another language or path) can take them away (src/prerender/prerendered-page.ts).
  const head = withoutAddressTags(page.head).replace(/<(title|meta|link)\b/g, `<$1 ${marks.headAttribute}=""`);
  const withPath = withBootAfterFirstPaint(template, marks.hiddenAttribute).replace(/<html\b([^>]*)>/, (_, attributes: string) => `<html${attributes} ${marks.pathAttribute}="${page.path}">`);
  const withHead = withPath.replace('</head>', () => `${head}</head>`);
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return withHead.replace(root, () => `<div id="root">${page.body}</div><script type="application/json" id="${marks.textId}">${scriptSafeJson(page.text)}</script>`);
}

/** Where a path's HTML goes under the build folder. */
export function pageFile(outDir: string, path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
}

/** Builds the prerender module for Node into a private folder inside node_modules (so its imports resolve) and loads it. */
async function buildRenderModule(root: string, mode: string): Promise<{ module: RenderModule; folder: string }> {
  const folder = join(root, 'node_modules', `.prerender-${process.pid}-${Date.now()}`);
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    // The data client reads its base URL when loaded (the page's origin in a browser); the prerender never calls it.
    define: { 'import.meta.env.VITE_SUPABASE_URL': JSON.stringify('http://prerender.invalid') },
    // @pixi/react imports `react-reconciler/constants` without an extension, which Node's own resolver refuses.
    ssr: { noExternal: ['@pixi/react'] },
    build: {
      ssr: resolve(root, 'src/prerender/render-page.tsx'),
      outDir: folder,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(join(folder, 'render-page.mjs')).href)) as RenderModule;
  return { module, folder };
}

/**
 * Node 20 has no `navigator`, which Pixi reads while its modules load (the canvas routes import it): a browser-like
 * English, online one stands in while the prerender runs. Returns the function that takes it away again.
 */
function lendNavigator(): () => void {
  if ('navigator' in globalThis) return () => {};
  Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { userAgent: 'Node.js prerender', language: 'en', languages: ['en'], onLine: true } });
  return () => Reflect.deleteProperty(globalThis, 'navigator');
}

/** The source modules a route loads for its screen (bench/routes.ts names each route's screen; query screens load the query cache beside it). */
function screenModulesOf(path: string): string[] {
  const route = siteRoutes.find((candidate) => candidate.path === path);
  if (!route) return [];
  return queryScreenPaths.has(path.slice(1)) ? [route.screen, 'src/lib/query-client.tsx'] : [route.screen];
}

/** The Vite plugin that prerenders every route after the client build. */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'playground:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!config || config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const started = Date.now();
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
        const template = withStagePreloads(readFileSync(join(outDir, 'index.html'), 'utf8'), manifest, config.base);
        const returnNavigator = lendNavigator();
        const { module, folder } = await buildRenderModule(config.root, config.mode);
        try {
          const paths = module.prerenderPaths();
          for (const path of paths) {
            const page = await module.renderPage(path);
            const file = pageFile(outDir, path);
            mkdirSync(join(file, '..'), { recursive: true });
            writeFileSync(file, pageHtml(withScreenPreloads(template, manifest, screenModulesOf(path), config.base), page, module.pageMarks));
          }
          config.logger.info(`prerendered ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        } finally {
          returnNavigator();
          rmSync(folder, { recursive: true, force: true });
        }
      },
    },
  };
}
