/** How the build writes a prerendered page into the built index.html (scripts/prerender-plugin.ts). */
import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml, scriptSafeJson } from '../../scripts/prerender-plugin';
import { prerenderedHeadAttribute, prerenderedPathAttribute, prerenderTextId } from './prerender-marks';

const template = '<!doctype html><html lang="en"><head><script>theme()</script></head><body><div id="root"></div></body></html>';
const marks = { pathAttribute: prerenderedPathAttribute, headAttribute: prerenderedHeadAttribute, textId: prerenderTextId };
const page = {
  path: '/games',
  body: '<main><h1>All Games</h1></main>',
  head: '<title>All games | Playground</title><meta name="description" content="Games"/><meta property="og:url" content=""/><meta property="og:image" content="/icons/og-card.png"/><meta name="twitter:image" content="/icons/og-card.png"/><link rel="preload" as="image" href="/favicon.svg"/>',
  text: { common: { brand: 'Playground', tricky: '</script><!-- $& $1' } },
};

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

  it('loads the page\'s code at low fetch priority, so the HTML and CSS paint first', () => {
    const built = template.replace('</head>', '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/shell.js"><link rel="stylesheet" crossorigin href="/assets/shell.css"></head>');
    const written = pageHtml(built, page, marks);
    expect(written).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(written).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell.js">');
    expect(written).toContain('<link rel="stylesheet" crossorigin href="/assets/shell.css">');
    expect(written).not.toContain('<script>theme()</script>'.replace('<script>', '<script fetchpriority'));
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
