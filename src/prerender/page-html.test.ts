/** How the build writes a prerendered page into the built index.html (scripts/prerender-plugin.ts). */
import { describe, expect, it } from 'vitest';
import { bootFallbackMs, pageFile, pageHtml, scriptSafeJson, withScreenPreloads, withStagePreloads, type BuildManifest } from '../../scripts/prerender-plugin';
import { prerenderedHeadAttribute, prerenderedPathAttribute, prerenderHiddenAttribute, prerenderTextId } from './prerender-marks';

const template = '<!doctype html><html lang="en"><head><script>theme()</script></head><body><div id="root"></div></body></html>';
const marks = { pathAttribute: prerenderedPathAttribute, hiddenAttribute: prerenderHiddenAttribute, headAttribute: prerenderedHeadAttribute, textId: prerenderTextId };
const page = {
  path: '/games',
  body: '<main><h1>All Games</h1></main>',
  head: '<title>All games | Playground</title><meta name="description" content="Games"/><meta property="og:url" content=""/><meta property="og:image" content="/icons/og-card.png"/><meta name="twitter:image" content="/icons/og-card.png"/><link rel="preload" as="image" href="/favicon.svg"/>',
  text: { common: { brand: 'Playground', tricky: '</script><!-- $& $1' } },
};

/** The built index.html as Vite writes it: the entry module, one preload and the stylesheet in <head>. */
const built = template.replace(
  '</head>',
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="modulepreload" crossorigin href="/assets/shell.js"><link rel="stylesheet" crossorigin href="/assets/shell.css"></head>',
);

/** The inline boot script a written page ends with. */
function bootScriptOf(html: string): string {
  const match = /<script>(\(function\(\)\{[\s\S]*?)<\/script><\/body>/.exec(html);
  if (!match?.[1]) throw new Error('no boot script before </body>');
  return match[1];
}

type Callback = () => void;

/**
 * Runs a page's boot script against a stand-in browser: it records the tags the script adds to <head>, and lets a test
 * report the first paint, load the lead image, and run frames and timers by hand.
 */
function runBoot(html: string, options: { leadLoaded: boolean; hidden?: boolean }) {
  const added: string[] = [];
  let timers: Array<{ run: Callback; ms: number }> = [];
  let frames: Callback[] = [];
  let onPaint: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
  const leadListeners: Record<string, Callback> = {};
  const lead = { complete: options.leadLoaded, addEventListener: (type: string, listener: Callback) => (leadListeners[type] = listener) };
  const stubDocument = {
    documentElement: { hasAttribute: (name: string) => options.hidden === true && name === prerenderHiddenAttribute },
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push(element.tag === 'script' ? `script ${element.src}` : `${element.rel} ${element.href}`) },
    querySelector: (selector: string) => (selector.includes('fetchpriority="high"') ? lead : null),
  };
  class StubObserver {
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe() {}
  }
  const boot = new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', bootScriptOf(html)) as (...stubs: unknown[]) => void;
  boot(stubDocument, StubObserver, (frame: Callback) => frames.push(frame), (run: Callback, ms = 0) => timers.push({ run, ms }));
  return {
    added,
    paint: () => onPaint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    leadLoads: () => leadListeners.load?.(),
    runFrames: () => {
      const due = frames;
      frames = [];
      for (const frame of due) frame();
    },
    /** Runs the timers set for at most `ms`. */
    runTimers: (ms: number) => {
      const due = timers.filter((timer) => timer.ms <= ms);
      timers = timers.filter((timer) => timer.ms > ms);
      for (const timer of due) timer.run();
    },
  };
}

describe('withStagePreloads', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index.js', imports: ['_helper.js'], dynamicImports: ['src/boot/framework.ts', '_shell.js'] },
    '_helper.js': { file: 'assets/helper.js' },
    'src/boot/framework.ts': { file: 'assets/framework.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shell.js': { file: 'assets/shell.js', imports: ['_react.js', '_helper.js'], dynamicImports: ['src/features/home/home-page.tsx'] },
    'src/features/home/home-page.tsx': { file: 'assets/home.js' },
  };
  const html = '<head><link rel="modulepreload" crossorigin href="/assets/helper.js"></head>';

  it('preloads every stage the entry starts, dependencies first, without repeating the entry\'s own or loading the screens', () => {
    const written = withStagePreloads(html, manifest);
    const hrefs = [...written.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['/assets/helper.js', '/assets/react.js', '/assets/framework.js', '/assets/shell.js']);
  });

  it('preloads a page\'s own screen and what it loads beside it, once, after what the page already preloads', () => {
    const staged = withStagePreloads(html, manifest);
    const written = withScreenPreloads(staged, manifest, ['src/features/home/home-page.tsx', '_shell.js']);
    const hrefs = [...written.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['/assets/helper.js', '/assets/react.js', '/assets/framework.js', '/assets/shell.js', '/assets/home.js']);
    expect(withScreenPreloads(html, manifest, [])).toBe(html);
  });

  it('refuses a manifest without the entry', () => {
    expect(() => withStagePreloads(html, {})).toThrow(/index.html/);
  });
});

describe('pageHtml', () => {
  const html = pageHtml(template, page, marks);

  it('names the path on <html> and puts the markup in #root', () => {
    expect(html).toContain(`<html lang="en" ${prerenderedPathAttribute}="/games">`);
    expect(html).toContain('<div id="root"><main><h1>All Games</h1></main></div>');
  });

  it('moves the hoisted head tags into <head>, marked, without the address tags only a browser can fill in', () => {
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(`<title ${prerenderedHeadAttribute}="">All games | Playground</title>`);
    expect(head).toContain(`<meta ${prerenderedHeadAttribute}="" name="description" content="Games"/>`);
    expect(head).toContain(`<link ${prerenderedHeadAttribute}="" rel="preload" as="image" href="/favicon.svg"/>`);
    expect(head).not.toContain('og:url');
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('twitter:image');
  });

  it('inlines the text as JSON that cannot end its script element and reads back the same', () => {
    const match = new RegExp(`<script type="application/json" id="${prerenderTextId}">([\\s\\S]*?)</script>`).exec(html);
    expect(match?.[1]).not.toContain('<');
    expect(JSON.parse(match?.[1] ?? '')).toEqual(page.text);
    expect(scriptSafeJson({ a: '\u2028' })).toBe('{"a":"\\u2028"}');
  });

  it('takes the entry script and its preloads out of the HTML and starts them from one inline script', () => {
    const written = pageHtml(built, page, marks);
    expect(written).not.toContain('<script type="module"');
    expect(written).not.toContain('rel="modulepreload"');
    expect(written).toContain('<link rel="stylesheet" crossorigin href="/assets/shell.css">');
    expect(written).toContain('<script>theme()</script>');
    expect(bootScriptOf(written)).toContain('"/assets/index.js"');
  });

  it('starts the code only once the first contentful paint is in and the lead image has loaded and painted', () => {
    const boot = runBoot(pageHtml(built, page, marks), { leadLoaded: false });
    expect(boot.added).toEqual([]);
    boot.runTimers(0);
    expect(boot.added).toEqual([]);
    boot.paint();
    boot.runTimers(0);
    expect(boot.added).toEqual([]);
    boot.leadLoads();
    boot.runFrames();
    expect(boot.added).toEqual([]);
    boot.runFrames();
    boot.runTimers(0);
    expect(boot.added).toEqual(['modulepreload /assets/react.js', 'modulepreload /assets/shell.js', 'script /assets/index.js']);
  });

  it('starts right after the first paint when the lead image is already there, and only once', () => {
    const boot = runBoot(pageHtml(built, page, marks), { leadLoaded: true });
    boot.paint();
    boot.runTimers(0);
    boot.runTimers(bootFallbackMs);
    expect(boot.added).toEqual(['modulepreload /assets/react.js', 'modulepreload /assets/shell.js', 'script /assets/index.js']);
  });

  it('starts at once on a page the head script hid (another language or path: nothing is painted until the code renders)', () => {
    const boot = runBoot(pageHtml(built, page, marks), { leadLoaded: false, hidden: true });
    expect(boot.added).toEqual(['modulepreload /assets/react.js', 'modulepreload /assets/shell.js', 'script /assets/index.js']);
  });

  it('starts after the fallback delay when no paint is ever reported (a tab opened in the background)', () => {
    const boot = runBoot(pageHtml(built, page, marks), { leadLoaded: false });
    boot.runTimers(bootFallbackMs - 1);
    expect(boot.added).toEqual([]);
    boot.runTimers(bootFallbackMs);
    expect(boot.added.at(-1)).toBe('script /assets/index.js');
  });

  it('refuses a template without an empty root', () => {
    expect(() => pageHtml(template.replace('<div id="root"></div>', '<div id="app"></div>'), page, marks)).toThrow(/root/);
  });
});

describe('pageFile', () => {
  it('writes home as index.html and every other route as <route>/index.html', () => {
    expect(pageFile('/dist', '/')).toBe('/dist/index.html');
    expect(pageFile('/dist', '/ai-story')).toBe('/dist/ai-story/index.html');
  });
});
