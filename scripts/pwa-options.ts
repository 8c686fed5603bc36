import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (issue 17): the web app manifest with the icons stores ask for, and a Workbox service worker that
 * precaches the built shell (index.html, every script and style chunk, the card art and icons) so the site and its six
 * simple games open and play offline after one online visit. Data and server functions always go to the network
 * (the AI tools and leaderboards say they need a connection). The page registers the worker itself after load
 * (src/app/register-service-worker.ts), so no registration code lands in the entry chunk.
 */
/** The address a built file is served at: "index.html" → "/", "about/index.html" → "/about"; other files keep theirs. */
export function precacheAddress(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : file;
}

export const pwaOptions: Partial<VitePWAOptions> = {
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Playground',
    short_name: 'Playground',
    description: 'Free AI toys and quick little games in English, Tiếng Việt, 한국어 and 中文.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#3b55d9',
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    // The shell and every route's code (the simple games and the Pixi chunk included), the card art and the icons.
    globPatterns: ['**/*.{js,css,html}', 'art/*.svg', 'icons/*.png', 'favicon.svg'],
    globIgnores: ['**/og-card.png'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Each route's prerendered page (dist/<route>/index.html, issue 14) is precached under the address the static
    // server answers it at ("/", "/about"), so a visit the worker answers still gets that route's own HTML; each
    // revision follows its file's content, so a deploy refreshes it.
    manifestTransforms: [(entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: precacheAddress(entry.url) })), warnings: [] })],
    navigateFallback: '/',
    // Data and functions never come from the cache.
    navigateFallbackDenylist: [/^\/rest\//, /^\/functions\//, /^\/auth\//, /^\/storage\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
};
