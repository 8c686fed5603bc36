/** The static site serves a route's prerendered page (issue 14) with a policy that admits that page's own inline scripts. */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite, type StaticSite } from './static-site.ts';

const HEAD_SCRIPT = "document.documentElement.classList.add('dark');";
const PAGE_SCRIPT = "document.documentElement.dataset.page = 'games';";
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let root: string;
let site: StaticSite;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'playground-static-site-'));
  writeFileSync(join(root, 'index.html'), `<!doctype html><html data-prerendered="/"><head><script>${HEAD_SCRIPT}</script></head><body><div id="root">home</div></body></html>`);
  mkdirSync(join(root, 'games'));
  writeFileSync(join(root, 'games', 'index.html'), `<!doctype html><html data-prerendered="/games"><head><script>${HEAD_SCRIPT}</script></head><body><div id="root"><script>${PAGE_SCRIPT}</script>games</div></body></html>`);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app-abc.js'), 'export {};');
  site = createStaticSite(root, null);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** GETs a path the way a browser opening a page does. */
async function open(path: string) {
  const response = site.serve(new Request(`http://site.test${path}`, { headers: { accept: 'text/html' } }), path);
  return { response, body: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

describe('prerendered pages', () => {
  it('serves a route its own page, with or without the trailing slash, uncached', async () => {
    for (const path of ['/games', '/games/']) {
      const { response, body } = await open(path);
      expect(response.status).toBe(200);
      expect(body).toContain('data-prerendered="/games"');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it("admits the page's own inline scripts in its policy", async () => {
    const { csp } = await open('/games');
    expect(csp).toContain(hashOf(HEAD_SCRIPT));
    expect(csp).toContain(hashOf(PAGE_SCRIPT));
    const home = await open('/');
    expect(home.csp).toContain(hashOf(HEAD_SCRIPT));
    expect(home.csp).not.toContain(hashOf(PAGE_SCRIPT));
  });

  it('answers home at / and every path without a page of its own with index.html (the SPA fallback)', async () => {
    for (const path of ['/', '/nope', '/games/apple-game', '/about']) {
      const { response, body } = await open(path);
      expect(response.status).toBe(200);
      expect(body).toContain('data-prerendered="/"');
    }
  });

  it('still serves files and refuses folders outside the build', async () => {
    expect((await open('/assets/app-abc.js')).response.headers.get('cache-control')).toContain('immutable');
    expect((await open('/../games')).body).not.toContain('data-prerendered="/games"');
  });
});
