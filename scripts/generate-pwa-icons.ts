/**
 * Renders the install icons and the link-preview card from public/favicon.svg and the card art with Chromium, into
 * public/icons/ (committed; run again after changing the logo): `npx tsx scripts/generate-pwa-icons.ts`.
 * icon-192/512 (purpose any, transparent corners), maskable-512 (full bleed, logo inside the 80 % safe zone),
 * apple-touch-icon (180, opaque), og-card (1200×630, language-neutral: no text but the Latin wordmark).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';

const root = join(import.meta.dirname, '..');
const out = join(root, 'public', 'icons');
const logo = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
const art = (id: string) => `data:image/svg+xml;base64,${readFileSync(join(root, 'public', 'art', `${id}.svg`)).toString('base64')}`;
const background = 'linear-gradient(135deg, #6d83f2, #3b55d9)';

/** The page for one image: `size` square (or width × height) with the given body. */
function html(width: number, height: number, body: string, opaque: boolean) {
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: ${opaque ? background : 'transparent'}; }
    body { display: flex; align-items: center; justify-content: center; font-family: sans-serif; }
    svg { display: block; }
  </style></head><body>${body}</body></html>`;
}

/** The logo at `scale` of the box, as inline SVG. */
function sizedLogo(size: number) {
  return logo.replace('<svg ', `<svg width="${size}" height="${size}" `);
}

const images: Array<{ name: string; width: number; height: number; body: string; opaque: boolean }> = [
  { name: 'icon-192.png', width: 192, height: 192, body: sizedLogo(192), opaque: false },
  { name: 'icon-512.png', width: 512, height: 512, body: sizedLogo(512), opaque: false },
  // Maskable: the platform crops to a circle or squircle of 80 % of the side; the logo sits well inside it.
  { name: 'maskable-512.png', width: 512, height: 512, body: sizedLogo(300), opaque: true },
  { name: 'apple-touch-icon.png', width: 180, height: 180, body: sizedLogo(128), opaque: true },
  {
    name: 'og-card.png',
    width: 1200,
    height: 630,
    opaque: true,
    body: `<div style="display:flex;flex-direction:column;align-items:center;gap:36px">
      <div style="display:flex;align-items:center;gap:28px;color:#fff;font-size:96px;font-weight:800;letter-spacing:-2px">${sizedLogo(140)}Playground</div>
      <div style="display:flex;gap:20px">${['ai-story', 'ai-tarot', 'apple-game', 'memory-game', 'reaction-test']
        .map((id) => `<img src="${art(id)}" width="192" height="120" style="border-radius:18px;background:#fff;box-shadow:0 8px 24px rgba(0,0,0,.25)">`)
        .join('')}</div>
    </div>`,
  },
];

const browser = await chromium.launch(chromiumLaunch);
for (const image of images) {
  const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
  await page.setContent(html(image.width, image.height, image.body, image.opaque));
  await page.screenshot({ path: join(out, image.name), omitBackground: !image.opaque });
  await page.close();
  process.stdout.write(`public/icons/${image.name} (${image.width}×${image.height})\n`);
}
await browser.close();
