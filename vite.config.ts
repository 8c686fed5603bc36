import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { pwaOptions } from './scripts/pwa-options.ts';

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
            // Issue 14: the entry and everything it imports statically (React, the router, i18next, the layout) in one
            // `shell` chunk, instead of a dozen small shared chunks that every route loads anyway (~5 kB less gzip).
            { name: 'shell', test: /[\\/]src[\\/]main\.tsx$/ },
            // XState and its React binding: every tool and game screen loads both.
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
