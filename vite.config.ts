import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { pwaOptions } from './scripts/pwa-options.ts';

/**
 * Which start stage's chunk (src/main.tsx) a library module belongs to: React, React DOM and their scheduler; the
 * router, i18next and the parts of react-i18next the shell uses. Parts only some screens use (Trans, its HTML parser)
 * and private copies inside other packages (react-reconciler's scheduler, used by Pixi) stay with their users.
 */
function startStage(id: string): 'react' | 'libraries' | undefined {
  const path = id.replace(/\\/g, '/');
  const nested = path.indexOf('/node_modules/') !== path.lastIndexOf('/node_modules/');
  if (nested) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(path)) return 'react';
  if (/\/node_modules\/react-i18next\/.*\/Trans(WithoutContext)?\.js$/.test(path)) return undefined;
  if (/\/node_modules\/(react-router|react-router-dom|i18next|react-i18next)\//.test(path)) return 'libraries';
  if (/\/node_modules\/use-sync-external-store\/(shim\/index|cjs\/use-sync-external-store-shim\.production)\.js$/.test(path)) return 'libraries';
  return undefined;
}

/** Where `npm run dev` forwards data and function calls: the embedded stand-in (supabase/local). */
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:54321';

export default defineConfig({
  // The prerender writes every route's HTML before the PWA plugin lists the files its service worker precaches.
  plugins: [react(), tailwindcss(), prerenderPlugin(), VitePWA(pwaOptions)],
  server: {
    proxy: {
      '/rest/v1': { target: backendUrl, changeOrigin: true },
      '/functions/v1': { target: backendUrl, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    manifest: true,
    rollupOptions: {
      output: {
        // One `pixi` chunk for Pixi, @pixi/react and their private dependencies, loaded only by the canvas routes.
        // Rolldown's `manualChunks` also captures every dependency of a captured module (React, the preload helper),
        // which put the chunk on every route; so the group lists Pixi's own dependencies and captures nothing else.
        codeSplitting: {
          groups: [
            {
              name: 'pixi',
              test: /node_modules[\\/](pixi\.js|@pixi|eventemitter3|earcut|@xmldom|parse-svg-path|ismobilejs|gifuct-js|js-binary-schema-parser|tiny-lru|its-fine|react-reconciler)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // Issue 14: the site starts in stages (src/main.tsx), each evaluated in a task of its own: React and React
            // DOM, then the router and i18next, then the shell (src/start.tsx and everything it imports statically: the
            // layout, header, pickers, routes) in one chunk each, instead of a dozen small shared chunks that every
            // route loads anyway. Higher priority first, so the shell group does not capture the libraries.
            // Vite's preload helper, which the entry needs before any stage: kept out of the shell (which uses it too).
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 40, includeDependenciesRecursively: false },
            { name: 'react', test: (id) => startStage(id) === 'react', priority: 30, includeDependenciesRecursively: false },
            { name: 'libraries', test: (id) => startStage(id) === 'libraries', priority: 20, includeDependenciesRecursively: false },
            { name: 'shell', test: /[\\/]src[\\/]start\.tsx$/, priority: 10 },
            // XState and its React binding: every tool and game screen loads both.
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
