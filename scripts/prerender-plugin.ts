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

/**
 * The page's own code at low fetch priority: a prerendered page paints from its HTML and CSS, so on a slow link the
 * stylesheet (and the LCP image) should not share the bandwidth with the scripts that only hydrate it.
 */
export function withLowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** The built index.html with one prerendered page in it. */
export function pageHtml(template: string, page: PrerenderedPage, marks: PageMarks): string {
  // Marked, so a visit that renders the page itself (another language or path) can take them away (src/prerender/prerendered-page.ts).
  const head = withoutAddressTags(page.head).replace(/<(title|meta|link)\b/g, `<$1 ${marks.headAttribute}=""`);
  const withPath = withLowPriorityScripts(template).replace(/<html\b([^>]*)>/, (_, attributes: string) => `<html${attributes} ${marks.pathAttribute}="${page.path}">`);
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
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const returnNavigator = lendNavigator();
        const { module, folder } = await buildRenderModule(config.root, config.mode);
        try {
          const paths = module.prerenderPaths();
          for (const path of paths) {
            const page = await module.renderPage(path);
            const file = pageFile(outDir, path);
            mkdirSync(join(file, '..'), { recursive: true });
            writeFileSync(file, pageHtml(template, page, module.pageMarks));
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
